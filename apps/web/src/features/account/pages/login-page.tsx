import { Navigate, useLocation, useNavigate, type Location } from 'react-router';
import { useSession } from '../../../lib/auth/session';
import { LoginDialog } from '../components/login-dialog';

/** Where a protected route sent the visitor from, so that signing in leads back there. */
const returnPathOf = (state: unknown): string => {
  const from = (state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/';
};

export const LoginPage = () => {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPathOf(location.state);
  if (status === 'authenticated') return <Navigate to={target} replace />;
  return (
    <LoginDialog
      onSignedIn={() => navigate(target, { replace: true })}
      onClose={() => navigate('/', { replace: true })}
    />
  );
};
