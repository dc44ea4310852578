// Who reacted with one emoji: a small tooltip of names (SPEC §9: user-list popover 16 users).
import { useTranslation } from '../../../i18n/react';
import type { EmojiReaction } from '../../../entities/types';
import { useAppSelector } from '../../../store/hooks';

export const REACTED_BY_LIMIT = 16;

export function ReactedBy({ id, reaction }: { id: string; reaction: EmojiReaction }) {
  const { t } = useTranslation();
  const names = useAppSelector((s) =>
    reaction.accounts
      .slice(0, REACTED_BY_LIMIT)
      .map((a) => s.users[a])
      .filter((u) => u !== undefined)
      .map((u) => u.name || u.screen_name)
      .join(', '),
  );
  return (
    <span id={id} role="tooltip" className="status-reactions__who">
      {names || t('general.loading')}
    </span>
  );
}
