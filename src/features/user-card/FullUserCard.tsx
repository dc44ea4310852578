// The full user card shown inside a basic card that was expanded:
// the profile's card with the viewer's relationship, fetched on open. The
// card is its own chunk, loaded on the first expand.
import { Suspense, useEffect } from 'react';
import type { User } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { selectAuth } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchRelationships } from '../../store/relationshipThunks';
import { lazyChunk } from '../../ui/lazyChunk';
import { Spinner } from '../../ui/Spinner';
import { selectRelationship } from '../../store/relationshipsSlice';

const UserCard = lazyChunk(() => import('./UserCard').then((m) => ({ default: m.UserCard })));

export function FullUserCard({ user, id }: { user: User; id: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { currentUserId, userToken } = useAppSelector(selectAuth);
  const relationship = useAppSelector((s) => selectRelationship(s, user.id));
  const isOwn = !!currentUserId && currentUserId === user.id;

  useEffect(() => {
    if (userToken && !isOwn) dispatch(fetchRelationships([user.id])).catch(() => undefined);
  }, [dispatch, user.id, userToken, isOwn]);

  return (
    <div id={id} className="basic-user-card__full">
      <Suspense fallback={<Spinner label={t('general.loading')} />}>
        <UserCard user={user} relationship={relationship} isOwn={isOwn} loggedIn={!!userToken} />
      </Suspense>
    </div>
  );
}
