import { useMatch } from 'react-router';
import { selectCurrentUser, selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { LoginForm } from '../auth/LoginForm';
import { UserCardCompact } from '../user-card/UserCardCompact';

/** Top of the sidebar: the member's own card, or the sign-in form for visitors. */
export function UserPanel() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const onLoginPage = useMatch('/login') !== null;
  if (loggedIn && user) return <UserCardCompact user={user} />;
  // The /login page shows the form itself; a second copy beside it would only confuse.
  if (onLoginPage) return null;
  return (
    <div className="panel user-panel">
      <div className="panel-body">
        <LoginForm />
      </div>
    </div>
  );
}
