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
    await dispatch(logout());
    // Forgotten once signed out: until then the account box (a lazy chunk that may mount while the
    // token is being revoked) would keep the leaving account again, and a later sign-out would
    // hand over to its revoked token.
    forgetKeptAccounts();
    navigate(LOGOUT_DESTINATION);
  }, [dispatch, navigate]);
}
