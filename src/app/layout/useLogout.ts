import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../store/authSlice';
import { useAppDispatch } from '../../store/hooks';
import { LOGOUT_DESTINATION } from '../../ui/links';

/** Sign out, then show the public timeline (SPEC §2: on logout the app goes to /main/public). */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(logout());
    navigate(LOGOUT_DESTINATION);
  }, [dispatch, navigate]);
}
