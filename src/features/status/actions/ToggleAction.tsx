// Repeat and favourite: a button each that is pressed or not, with its count and, while the
// outbox keeps the click, its "Waiting to send" mark as part of its name (and the click's state).
import type { Status } from '../../../entities/types';
import { useTranslation } from '../../../i18n/react';
import { useAppDispatch } from '../../../store/hooks';
import { useOutboxMark, waitingIntent } from '../../../store/outbox/marks';
import { toggleStatus } from '../../../store/statusButtons';
import type { IconName } from '../../../ui/Icon';
import { useMarkText } from '../../../ui/OutboxMarkNote';
import { ActionButton } from './ActionButton';

interface Toggle {
  icon: IconName;
  className: string;
  label: string;
  countLabel: string;
  count: (s: Status) => number;
  pressed: (s: Status) => boolean;
}

const TOGGLES: Record<'repeat' | 'favourite', Toggle> = {
  repeat: {
    icon: 'repeat',
    className: 'status-action--repeat',
    label: 'status_actions.repeat',
    countLabel: 'status.repeats_count',
    count: (s) => s.repeat_num,
    pressed: (s) => s.repeated,
  },
  favourite: {
    icon: 'star',
    className: 'status-action--favourite',
    label: 'status_actions.favourite',
    countLabel: 'status.favorites_count',
    count: (s) => s.fave_num,
    pressed: (s) => s.favorited,
  },
};

interface Props {
  kind: keyof typeof TOGGLES;
  status: Status;
  showCount: boolean;
  disabled: boolean;
}

export function ToggleAction({ kind, status, showCount, disabled }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toggle = TOGGLES[kind];
  const outboxMark = useOutboxMark(`status:${status.id}:${kind}`);
  const mark = useMarkText(outboxMark);
  const count = toggle.count(status);
  return (
    <ActionButton
      icon={toggle.icon}
      className={toggle.className}
      label={t(toggle.label)}
      count={count}
      countLabel={t(toggle.countLabel, { count })}
      showCount={showCount}
      pressed={waitingIntent(outboxMark) ?? toggle.pressed(status)}
      disabled={disabled}
      onClick={() => void dispatch(toggleStatus(status.id, kind))}
      mark={mark}
    />
  );
}
