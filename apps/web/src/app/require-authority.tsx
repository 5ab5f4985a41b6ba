import type { Authority } from '@fotoobraz/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotAuthorized } from '../components/not-authorized';
import { PageLoading } from '../components/page-loading';
import { useSession } from '../lib/auth/session';

/**
 * A protected route (both specs §6): a visitor goes to /login (and comes back after signing in);
 * a user without any of `anyOf` is told so. An empty `anyOf` admits any signed-in user.
 */
export const RequireAuthority = ({
  anyOf,
  children,
}: {
  anyOf: readonly Authority[];
  children: ReactNode;
}) => {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  if (!session.hasAnyAuthority(anyOf)) return <NotAuthorized />;
  return children;
};
