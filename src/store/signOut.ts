// Signing the active account out, from the menu or after deleting the account.
import { logout } from './authSlice';
import { forgetKeptAccounts, manyAccountsKept } from './accountsPresent';
import type { AppThunk } from './index';

/**
 * 'handedOver': another kept account took over and the page starts its session.
 * 'signedOut': no one is signed in now; the caller shows the public timeline.
 */
export const signOut = (): AppThunk<Promise<'handedOver' | 'signedOut'>> => async (dispatch) => {
  if (manyAccountsKept()) {
    const accounts = await import('./accountsThunks');
    if (await dispatch(accounts.signOutActiveWhenMany())) return 'handedOver';
  }
  await dispatch(logout());
  // The last kept account goes with the session: a kept copy would offer its revoked token later.
  forgetKeptAccounts();
  return 'signedOut';
};
