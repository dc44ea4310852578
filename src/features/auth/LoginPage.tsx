// The /login route: the same form as the sidebar, in the main column. Signed-in visitors are
// sent on to their home timeline.
import { Navigate } from 'react-router';
import { selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (loggedIn) return <Navigate to="/main/friends" replace />;
  return (
    <div className="panel login-page">
      <div className="panel-body">
        <LoginForm />
      </div>
    </div>
  );
}
