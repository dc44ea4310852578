// Emoji reactions row: 12 shown, then '+N' expands; each reaction is a toggle
// with its count; who reacted shows on hover or focus (fetched with the accounts on demand).
import { Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../../lib/idle';
import { useTranslation } from '../../../i18n/react';
import type { EmojiReaction, Status } from '../../../entities/types';
import { selectIsLoggedIn } from '../../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { loadReactions, toggleReaction } from '../../../store/statusButtons';
import { lazyChunk } from '../../../ui/lazyChunk';
import { markIn, useOutboxView } from '../../../store/outbox/marks';
import { OutboxMarkNote } from '../../../ui/OutboxMarkNote';

const ReactedBy = lazyChunk(() => import('./ReactedBy'));
const RemovingReactions = lazyChunk(() => import('./RemovingReactions'));

/** Emoji reactions show 12 then '+N'. */
export const REACTIONS_SHOWN = 12;

export function ReactionsRow({ status }: { status: Status }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [expanded, setExpanded] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const fetched = useRef(false);
  const tipAnchor = useRef<HTMLButtonElement>(null);
  const outbox = useOutboxView();
  const reactions = status.emoji_reactions;
  const any = reactions.length > 0;
  // A reaction removed offline may have been its last count: its chip stays (its own chunk).
  const removing = outbox.entries.some((e) => e.kind === 'react' && !e.on && e.target === status.id);
  // Who reacted shows on hover: its code comes while the network is there, so that hovering a
  // reaction offline shows nothing rather than failing the whole post.
  useEffect(() => {
    if (any) void whenIdle().then(() => (ReactedBy.preload(), RemovingReactions.preload()));
  }, [any]);
  if (!any && !removing) return null;
  const visible = expanded ? reactions : reactions.slice(0, REACTIONS_SHOWN);
  const hidden = reactions.length - visible.length;

  const reveal = (r: EmojiReaction) => {
    ReactedBy.preload();
    setShownFor(r.name);
    if (!fetched.current && r.accounts.length < r.count) {
      fetched.current = true;
      void dispatch(loadReactions(status.id));
    }
  };

  return (
    <ul className="status-reactions" aria-label={t('status_actions.reactions')}>
      {visible.map((r) => {
        const tipId = `reacted-${status.id}-${r.name}`;
        const mark = markIn(outbox.entries, `status:${status.id}:react:${r.name}`);
        const markId = `reaction-mark-${status.id}-${r.name}`;
        const described = [shownFor === r.name && tipId, mark && markId].filter(Boolean).join(' ');
        return (
          <li key={r.name} className="status-reactions__item" onMouseLeave={() => setShownFor(null)}>
            <button
              ref={shownFor === r.name ? tipAnchor : undefined}
              type="button"
              className={`status-reaction${r.me ? ' status-reaction--me' : ''}`}
              aria-pressed={r.me}
              aria-disabled={!loggedIn || undefined}
              aria-label={t('status_actions.reaction', { emoji: r.name, count: r.count })}
              aria-describedby={described || undefined}
              onClick={() => loggedIn && void dispatch(toggleReaction(status.id, r.name))}
              onMouseEnter={() => reveal(r)}
              onFocus={() => reveal(r)}
              onBlur={() => setShownFor(null)}
            >
              {r.url ? <img className="emoji" src={r.url} alt="" width={18} height={18} /> : <span aria-hidden="true">{r.name}</span>}
              <span className="status-reaction__count" aria-hidden="true">{r.count}</span>
            </button>
            <OutboxMarkNote mark={mark} id={markId} />
            {shownFor === r.name && (
              <Suspense fallback={null}>
                <ReactedBy id={tipId} reaction={r} anchor={tipAnchor} />
              </Suspense>
            )}
          </li>
        );
      })}
      {removing && (
        <Suspense fallback={null}>
          <RemovingReactions status={status} entries={outbox.entries} />
        </Suspense>
      )}
      {hidden > 0 && (
        <li>
          <button
            type="button"
            className="status-reaction status-reaction--more"
            aria-label={t('status_actions.more_reactions', { count: hidden })}
            onClick={() => setExpanded(true)}
          >
            +{hidden}
          </button>
        </li>
      )}
    </ul>
  );
}
