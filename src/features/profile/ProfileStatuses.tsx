// The statuses tab: the user timeline with the pinned statuses first,
// not repeated further down; otherwise a timeline screen like any other.
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { fetchPinned } from '../../store/profileThunks';
import { Timeline } from '../timeline/Timeline';

const NONE: string[] = [];

export function ProfileStatuses({ userId, title }: { userId: string; title: string }) {
  const dispatch = useAppDispatch();
  const [pinned, setPinned] = useState<{ userId: string; ids: string[] }>({ userId: '', ids: [] });

  useEffect(() => {
    let live = true;
    dispatch(fetchPinned(userId))
      .then((ids) => live && setPinned({ userId, ids }))
      .catch(() => live && setPinned({ userId, ids: [] }));
    return () => {
      live = false;
    };
  }, [dispatch, userId]);

  return <Timeline name="user" userId={userId} title={title} leadIds={pinned.userId === userId ? pinned.ids : NONE} />;
}
