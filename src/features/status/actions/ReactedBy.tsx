// Who reacted with one emoji: a small tooltip of names (the popover lists up to 16 users).
// Its own chunk (with the placement code), loaded when a pointer or focus first reaches a reaction.
import { useTranslation } from '../../../i18n/react';
import type { EmojiReaction } from '../../../entities/types';
import { shallowEqual } from 'react-redux';
import { Fragment, useRef, type RefObject } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectUserById } from '../../../store/usersSlice';
import { UserName } from '../../../ui/UserName';
import { useFloating } from '../../../ui/useFloating';
import './ReactedBy.css';

const REACTED_BY_LIMIT = 16;


export default function ReactedBy({ id, reaction, anchor }: { id: string; reaction: EmojiReaction; anchor: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const users = useAppSelector(
    (s) =>
      reaction.accounts
        .slice(0, REACTED_BY_LIMIT)
        .map((a) => selectUserById(s, a))
        .filter((u) => u !== undefined),
    shallowEqual,
  );
  const box = useRef<HTMLSpanElement>(null);
  useFloating(anchor, box);
  return (
    <span ref={box} id={id} role="tooltip" className="status-reactions__who">
      {users.length > 0
        ? users.map((u, i) => (
            <Fragment key={u.id}>
              {i > 0 && ', '}
              <UserName user={u} />
            </Fragment>
          ))
        : t('general.loading')}
    </span>
  );
}
