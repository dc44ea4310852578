// /oauth-callback serves two sign-ins: this instance's (features/auth) and an account being added
// on another instance (features/accounts), told apart by the `state` the add kept in this tab.
// Decided once, on arrival: finishing the add forgets its state.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import AddAccountCallback from '../features/accounts/AddAccountCallback';
import OAuthCallback from '../features/auth/OAuthCallback';
import { isPendingAdd } from '../store/pendingAdd';

export default function OAuthCallbackRoute() {
  const [params] = useSearchParams();
  const [adding] = useState(() => isPendingAdd(params.get('state')));
  return adding ? <AddAccountCallback /> : <OAuthCallback />;
}
