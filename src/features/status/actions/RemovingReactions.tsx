// Reactions removed offline that were their last count: the status no longer lists them, so each
// keeps a "removing" chip with the outbox's mark until the removal is sent (a click adds it back,
// which cancels the waiting removal). A chunk of its own: only a kept removal needs it.
import type { Status } from '../../../entities/types';
import { useTranslation } from '../../../i18n/react';
import { selectIsLoggedIn } from '../../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { markIn } from '../../../store/outbox/marks';
import type { OutboxEntry } from '../../../store/outbox/types';
import { toggleReaction } from '../../../store/statusButtons';
import { OutboxMarkNote } from '../../../ui/OutboxMarkNote';
import './RemovingReactions.css';

/** Names whose latest kept action is a removal not sent yet, which the status no longer lists. */
export function removedWaiting(entries: readonly OutboxEntry[], status: Status): string[] {
  const prefix = `status:${status.id}:react:`;
  const names = new Set<string>();
  for (const e of entries) {
    if (!e.pairKey?.startsWith(prefix)) continue;
    const name = e.pairKey.slice(prefix.length);
    if (!e.on && e.state !== 'refused') names.add(name);
    else names.delete(name);
  }
  return [...names].filter((n) => !status.emoji_reactions.some((r) => r.name === n));
}

export default function RemovingReactions({ status, entries }: { status: Status; entries: readonly OutboxEntry[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return removedWaiting(entries, status).map((name) => {
    const markId = `reaction-mark-${status.id}-${name}`;
    return (
      <li key={name} className="status-reactions__item">
        <button
          type="button"
          className="status-reaction status-reaction--removing"
          aria-pressed={false}
          aria-disabled={!loggedIn || undefined}
          aria-label={t('outbox.reaction_removing', { emoji: name })}
          aria-describedby={markId}
          onClick={() => loggedIn && void dispatch(toggleReaction(status.id, name))}
        >
          <span aria-hidden="true">{name}</span>
        </button>
        <OutboxMarkNote mark={markIn(entries, `status:${status.id}:react:${name}`)} id={markId} />
      </li>
    );
  });
}
