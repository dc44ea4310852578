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
  // The last kept account goes with the session, before it ends: left in the list while no session
  // is active, it counts as another account, whose unread count would be asked with the token
  // being revoked. Again once it has ended: the lazy account box, mounting meanwhile, may have kept
  // it again, and a kept copy would offer the revoked token later.
  forgetKeptAccounts();
  await dispatch(logout());
  forgetKeptAccounts();
  return 'signedOut';
};
