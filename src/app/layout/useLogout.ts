import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../store/authSlice';
import { forgetKeptAccounts, manyAccountsKept } from '../../store/accountsPresent';
import { useAppDispatch } from '../../store/hooks';
import { LOGOUT_DESTINATION } from '../../ui/links';

/** Sign out, then show the public timeline (SPEC §2: on logout the app goes to /main/public). */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // With other accounts signed in, this one signs out and the next takes over (issue 27).
    if (manyAccountsKept()) {
      const accounts = await import('../../store/accountsThunks');
      if (await dispatch(accounts.signOutActiveWhenMany())) return;
    }
    forgetKeptAccounts();
    await dispatch(logout());
    navigate(LOGOUT_DESTINATION);
  }, [dispatch, navigate]);
}
