// A direct post warns who will see it; an unlocked account choosing followers-only is
// told anyone can follow it, with a link to the profile settings (to lock it). Both dismissible,
// and the dismissal is remembered (hideScopeNotice).
import type { Visibility } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectConfig, setOption } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingsOpened } from '../../store/uiSlice';
import { IconButton } from '../../ui/IconButton';

export function scopeNoticeKey(visibility: Visibility, locked: boolean, safeDM: boolean): string | null {
  if (visibility === 'direct') return safeDM ? 'post_status.direct_warning_first_only' : 'post_status.direct_warning_to_all';
  if (visibility === 'private' && !locked) return 'post_status.account_not_locked_warning';
  return null;
}

export function ScopeNotice({ visibility, locked, safeDM }: { visibility: Visibility; locked: boolean; safeDM: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const hidden = useAppSelector(selectConfig).hideScopeNotice;
  const key = scopeNoticeKey(visibility, locked, safeDM);
  if (hidden || !key) return null;
  return (
    <div className="compose__notice" role="note">
      <span>
        {t(key)}
        {key === 'post_status.account_not_locked_warning' && (
          <>
            {' '}
            <button type="button" className="btn-plain compose__notice-link" aria-haspopup="dialog" onClick={() => dispatch(settingsOpened('profile'))}>
              {t('post_status.account_not_locked_warning_link')}
            </button>
          </>
        )}
      </span>
      <IconButton
        label={t('post_status.dismiss_notice')}
        icon="close"
        iconSize={16}
        onClick={() => dispatch(setOption({ name: 'hideScopeNotice', value: true }))}
      />
    </div>
  );
}
