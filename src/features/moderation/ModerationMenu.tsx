// The admin's moderation menu on a profile. Each entry calls the admin API; the menu
// (rights, activation, tags) changes only after the server answers ok. Deleting asks first,
// marks the user's statuses deleted and leaves the open profile.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { deleteAccount, toggleActivation, toggleRight, toggleTag } from '../../store/moderationThunks';
import { pushNotice } from '../../store/noticesSlice';
import { useConfirm } from '../../ui/confirm';
import { Popover } from '../../ui/Popover';
import { useMenuNavigation } from '../../ui/useMenuNavigation';
import { moderationItems, type ModerationItem } from './moderationItems';
import './ModerationMenu.css';
import { MenuList } from '../../ui/MenuList';

function errorText(e: unknown): string | null {
  const msg = (e as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof msg === 'string' && msg ? msg : null;
}

function Items({ items, label, onPick }: { items: ModerationItem[]; label: string; onPick: (item: ModerationItem) => void }) {
  const { t } = useTranslation();
  const { ref, onKeyDown } = useMenuNavigation();
  return (
    <MenuList ref={ref} className="moderation-menu__list" label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li key={item.key} role="none" className={item.key === 'delete' ? 'moderation-menu__separator' : undefined}>
          <button
            type="button"
            role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
            aria-checked={item.checked}
            onClick={() => onPick(item)}
          >
            {item.checked !== undefined && <span aria-hidden="true" className="moderation-menu__check">{item.checked ? '✓' : ''}</span>}
            {t(`moderation.${item.labelKey}`)}
          </button>
        </li>
      ))}
    </MenuList>
  );
}

export default function ModerationMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { tagPolicyAvailable } = useAppSelector(selectInstance);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  const items = moderationItems(user, tagPolicyAvailable);

  const pick = async (item: ModerationItem, close: () => void) => {
    const a = item.action;
    // The menu closes first, so focus is back on its button while the question is asked (and after).
    close();
    if (a.kind === 'delete') {
      const message = t('moderation.delete_user_confirmation', { user: user.screen_name_ui });
      if (!(await confirm({ title: t('moderation.delete_account'), message }))) return;
    }
    setBusy(true);
    try {
      if (a.kind === 'right') await dispatch(toggleRight(user, a.group, a.grant));
      else if (a.kind === 'activation') await dispatch(toggleActivation(user, a.active));
      else if (a.kind === 'tag') await dispatch(toggleTag(user, a.tag, a.add));
      else {
        await dispatch(deleteAccount(user));
        // The profile is gone: back where the admin came from, or home when it was opened directly.
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) navigate(-1);
        else navigate('/', { replace: true });
      }
    } catch (e) {
      const text = errorText(e);
      dispatch(pushNotice(text ? { messageKey: 'moderation.failed_with', messageArgs: { error: text }, level: 'error', timeout: 5000 } : { messageKey: 'general.generic_error', level: 'error', timeout: 5000 }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="moderation-menu">
      <Popover trigger={t('moderation.moderation')} triggerClassName="btn" align="end" contentLabel={t('moderation.moderation')}>
        {(close) => <Items items={items} label={t('moderation.moderation')} onPick={(item) => void pick(item, close)} />}
      </Popover>
      <span className="visually-hidden" role="status">
        {busy ? t('moderation.working') : ''}
      </span>
    </div>
  );
}
