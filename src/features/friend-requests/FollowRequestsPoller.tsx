// Mounted by the shell for a signed-in locked account: polls follow requests every 10 s
// so the nav badge stays current. Renders nothing.
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { ensureAccountListsSlice } from '../../store/accountListsSlice';
import { startFollowRequestsPolling, stopFollowRequestsPolling } from '../../store/followRequestsThunks';
import { useAppDispatch } from '../../store/hooks';
import type { AppStore } from '../../store/index';

export default function FollowRequestsPoller() {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  useEffect(() => {
    ensureAccountListsSlice(store);
    dispatch(startFollowRequestsPolling());
    return stopFollowRequestsPolling;
  }, [dispatch, store]);
  return null;
}
