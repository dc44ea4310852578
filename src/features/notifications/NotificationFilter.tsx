// Filter popover: which notification kinds are shown, saved as preferences.
import { useTranslation } from '../../i18n/react';
import { selectConfig, setOption } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { NotificationVisibility } from '../../store/preferences';
import { Icon } from '../../ui/Icon';
import { Popover } from '../../ui/Popover';

export const FILTER_KINDS: (keyof NotificationVisibility)[] = [
  'likes',
  'repeats',
  'follows',
  'followRequest',
  'mentions',
  'emojiReactions',
  'moves',
];

export function NotificationFilter() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const visibility = useAppSelector(selectConfig).notificationVisibility;
  const toggle = (kind: keyof NotificationVisibility) =>
    dispatch(setOption({ name: 'notificationVisibility', value: { ...visibility, [kind]: !visibility[kind] } }));
  return (
    <Popover
      trigger={<Icon name="chevronDown" />}
      triggerLabel={t('notifications.filter')}
      triggerClassName="btn-plain icon-button"
      align="end"
      className="notifications-filter"
    >
      <fieldset className="notifications-filter__list">
        <legend className="visually-hidden">{t('notifications.filter')}</legend>
        {FILTER_KINDS.map((kind) => (
          <label key={kind} className="notifications-filter__item">
            <input type="checkbox" checked={visibility[kind] !== false} onChange={() => toggle(kind)} />{' '}
            {t(`notifications.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
    </Popover>
  );
}
