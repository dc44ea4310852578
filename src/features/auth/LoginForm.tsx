// The sign-in panel (sidebar user panel for visitors, and the /login page): the password form,
// the server-page button for loginMethod 'token', or the MFA step when one is pending.
import { selectAuth } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { MfaForm } from './MfaForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { TokenLoginButton } from './TokenLoginButton';
import './LoginForm.css';

export function LoginForm() {
  const { mfa } = useAppSelector(selectAuth);
  const { loginMethod } = useAppSelector(selectInstance);
  if (mfa.mfaToken && (mfa.strategy === 'totp' || mfa.strategy === 'recovery')) return <MfaForm />;
  if (loginMethod === 'token') return <TokenLoginButton />;
  return <PasswordLoginForm />;
}

