import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../store/hooks';
import { signOut } from '../../store/signOut';
import { LOGOUT_DESTINATION } from '../../ui/links';

/** Sign out, then show the public timeline (on logout the app goes to /main/public). */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    if ((await dispatch(signOut())) === 'signedOut') navigate(LOGOUT_DESTINATION);
  }, [dispatch, navigate]);
}
