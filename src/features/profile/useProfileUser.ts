// Profile load: resolve the route's id or name locally, else fetch it; then the
// viewer's relationship with that user. Errors map to the profile error texts.
import { useEffect, useState } from 'react';
import type { User } from '../../entities/types';
import { selectUserToken } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUserById, selectUsers } from '../../store/usersSlice';
import { fetchRelationships } from '../../store/relationshipThunks';
import { fetchUser } from '../../store/usersThunks';
import { profileErrorOf, type ProfileError } from '../../entities/profileRules';

const sameName = (u: User, key: string) => u.screen_name.toLowerCase() === key.toLowerCase();

/** `byName`: the route gave a name (/:name), not an id (/users/:id). */
export function useProfileUser(key: string, byName = false): { user: User | undefined; error: ProfileError | null } {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectUserToken);
  // Once the fetch has said which id a name means, look that up directly: scanning the whole
  // users table by name on every store update is only needed until then.
  const [resolved, setResolved] = useState<{ key: string; id: string } | null>(null);
  const resolvedId = resolved?.key === key ? resolved.id : null;
  const user = useAppSelector((s) =>
    resolvedId ? selectUserById(s, resolvedId) : (selectUserById(s, key) ?? Object.values(selectUsers(s)).find((u) => sameName(u, key))),
  );
  const [failure, setFailure] = useState<{ key: string; error: ProfileError } | null>(null);
  const userId = user?.id;

  // Always fetch once per key: a cached user may carry stale counts.
  useEffect(() => {
    let live = true;
    dispatch(fetchUser(key, byName ? 'name' : 'id')).then(
      (id) => {
        if (live) setResolved({ key, id });
      },
      (e: unknown) => {
        if (live) setFailure({ key, error: profileErrorOf(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [dispatch, key, byName]);

  useEffect(() => {
    if (userId && token) dispatch(fetchRelationships([userId])).catch(() => undefined);
  }, [dispatch, userId, token]);

  const error = failure && failure.key === key ? failure.error : null;
  return { user, error: user ? null : error };
}
