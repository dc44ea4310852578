// Favourite and repeat counts with who did them (focused status on the conversation
// page): up to 15 avatars each, refetched when the counts change.
import { shallowEqual } from 'react-redux';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../ui/Link';
import type { Status } from '../../../entities/types';
import { profilePath } from '../../../lib/profileLink';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectUserById } from '../../../store/usersSlice';
import { selectInstance } from '../../../store/instanceSlice';
import { fetchInteractors, type Interactors } from '../../../store/statusActionsLists';
import { Avatar } from '../../../ui/Avatar';
import './actions.css';
import './FavouritesAndRepeats.css';

/** Avatar lists show 15. */
export const AVATARS_SHOWN = 15;

function AvatarList({ ids, label }: { ids: string[]; label: string }) {
  // Only these accounts: another account's change does not render the list again.
  const shown = useAppSelector((s) => ids.slice(0, AVATARS_SHOWN).flatMap((id) => selectUserById(s, id) ?? []), shallowEqual);
  const restricted = useAppSelector((s) => selectInstance(s).restrictedNicknames);
  if (shown.length === 0) return null;
  return (
    <ul className="status-interactors__avatars" aria-label={label}>
      {shown.map((u) => (
        <li key={u.id}>
          <Link to={profilePath(u, restricted)} title={u.name || u.screen_name}>
            <Avatar user={u} size={28} variant="alt" alt={u.name || u.screen_name} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function FavouritesAndRepeats({ status }: { status: Status }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [who, setWho] = useState<Interactors>({ favouritedBy: [], rebloggedBy: [] });
  const { id, fave_num: faves, repeat_num: repeats } = status;

  useEffect(() => {
    let live = true;
    if (faves + repeats === 0) {
      setWho({ favouritedBy: [], rebloggedBy: [] });
      return;
    }
    dispatch(fetchInteractors(id)).then(
      (res) => live && setWho(res),
      (e: unknown) => console.warn('Fetching who favourited or repeated failed', e),
    );
    return () => {
      live = false;
    };
  }, [dispatch, id, faves, repeats]);

  if (faves + repeats === 0) return null;
  return (
    <div className="status-interactors">
      {repeats > 0 && (
        <div className="status-interactors__group">
          <span className="status-interactors__count">{t('status_actions.repeats_count', { count: repeats })}</span>
          <AvatarList ids={who.rebloggedBy} label={t('status_actions.repeated_by')} />
        </div>
      )}
      {faves > 0 && (
        <div className="status-interactors__group">
          <span className="status-interactors__count">{t('status_actions.favourites_count', { count: faves })}</span>
          <AvatarList ids={who.favouritedBy} label={t('status_actions.favourited_by')} />
        </div>
      )}
    </div>
  );
}
