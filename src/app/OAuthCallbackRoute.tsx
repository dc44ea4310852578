// /oauth-callback serves two sign-ins: this instance's (features/auth) and an account being added
// on another instance (features/accounts), told apart by the `state` the add kept in this tab.
// Decided once, on arrival: finishing the add forgets its state. Each loads only when it is the one.
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isPendingAdd } from '../store/pendingAdd';
import { lazyChunk } from '../ui/lazyChunk';

const AddAccountCallback = lazyChunk(() => import('../features/accounts/AddAccountCallback'));
const OAuthCallback = lazyChunk(() => import('../features/auth/OAuthCallback'));

export default function OAuthCallbackRoute() {
  const [params] = useSearchParams();
  const [adding] = useState(() => isPendingAdd(params.get('state')));
  return <Suspense fallback={null}>{adding ? <AddAccountCallback /> : <OAuthCallback />}</Suspense>;
}
