// An announcement's reactions: each a toggle with its count, plus a few emoji to add one.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Announcement } from '../../entities/announcement';
import { useAppDispatch } from '../../store/hooks';
import { toggleAnnouncementReaction } from '../../store/announcementsThunks';
import { pushNotice } from '../../store/noticesSlice';

/** Offered to add; any emoji the server knows can still arrive from others. */
export const QUICK_REACTIONS = ['👍', '❤️', '😆', '🎉', '😮', '😢'];

export function AnnouncementReactions({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState(false);
  const toggle = async (name: string, on: boolean) => {
    const out = await dispatch(toggleAnnouncementReaction(announcement.id, name, on));
    if (!out.ok) dispatch(pushNotice({ messageKey: 'announcements.reaction_failed', messageArgs: { error: out.message }, timeout: 5000 }));
  };
  const unused = QUICK_REACTIONS.filter((e) => !announcement.reactions.some((r) => r.name === e));
  return (
    <div className="announcement__reactions">
      {announcement.reactions.map((r) => (
        <button
          key={r.name}
          type="button"
          className={`btn announcement__reaction${r.me ? ' is-mine' : ''}`}
          aria-pressed={r.me}
          aria-label={t('announcements.reaction_label', { emoji: r.name, count: r.count })}
          onClick={() => void toggle(r.name, !r.me)}
        >
          {r.url ? <img src={r.url} alt="" className="announcement__emoji" /> : <span aria-hidden="true">{r.name}</span>}
          <span aria-hidden="true">{r.count}</span>
        </button>
      ))}
      {unused.length > 0 && (
        <button type="button" className="btn btn-plain" aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
          {t('announcements.add_reaction')}
        </button>
      )}
      {adding &&
        unused.map((e) => (
          <button
            key={e}
            type="button"
            className="btn btn-plain announcement__reaction"
            aria-label={t('announcements.react_with', { emoji: e })}
            onClick={() => {
              setAdding(false);
              void toggle(e, true);
            }}
          >
            {e}
          </button>
        ))}
    </div>
  );
}
