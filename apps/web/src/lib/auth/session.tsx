import type { Authority, User } from '@fotoobraz/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ROLE_ADMIN } from '../../config/constants';
import { api } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { bearerTokenOf, clearToken, readToken, replaceToken, storeToken } from './token-storage';

export type Account = User;

export interface Credentials {
  username: string;
  password: string;
  rememberMe: boolean;
}

export interface Session {
  status: 'loading' | 'anonymous' | 'authenticated';
  account: Account | null;
  isAdmin: boolean;
  /** True when the user holds any of them; an empty list means any signed-in user. */
  hasAnyAuthority(authorities: readonly Authority[]): boolean;
  /** Resolves with the account, or rejects with the failed call's ApiError. */
  signIn(credentials: Credentials): Promise<Account>;
  /** Forgets the token; `messageKey` (e.g. login.error.unauthorized) is kept for the sign-in. */
  signOut(messageKey?: string): void;
  /** Keeps the same account under a renewed token (the answer of a password change). */
  renewToken(token: string): void;
  /** i18n key of why the user was signed out, until the next sign-in. */
  redirectMessage: string | null;
}

const SESSION_KEY = 'session';
const sessionKey = (token: string | null) => [SESSION_KEY, token] as const;

/**
 * The signed-in account for the stored token, or null when the token is no longer valid (which
 * is then forgotten). Only an activated account counts as signed in (customer spec §4).
 */
const fetchAccount = async (): Promise<Account | null> => {
  try {
    const { data } = await api.get<Account>('api/account');
    return data.activated ? data : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearToken();
      return null;
    }
    throw error;
  }
};

const SessionContext = createContext<Session | null>(null);

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readToken);
  const [redirectMessage, setRedirectMessage] = useState<string | null>(null);
  // Without a token there is nobody to ask about: no request, no 401 in the console.
  const query = useQuery({
    queryKey: sessionKey(token),
    queryFn: fetchAccount,
    enabled: token !== null,
    staleTime: Infinity,
  });
  const account = token !== null ? (query.data ?? null) : null;
  const status: Session['status'] =
    token !== null && query.isPending ? 'loading' : account ? 'authenticated' : 'anonymous';

  const signIn = useCallback(
    async ({ username, password, rememberMe }: Credentials): Promise<Account> => {
      const response = await api.post('api/authenticate', { username, password, rememberMe });
      const newToken = bearerTokenOf(response.headers.get('Authorization'));
      if (!newToken) throw new Error('The sign-in answer carries no bearer token');
      storeToken(newToken, rememberMe);
      const signedIn = await queryClient.fetchQuery({
        queryKey: sessionKey(newToken),
        queryFn: fetchAccount,
        staleTime: Infinity,
      });
      if (!signedIn) {
        clearToken();
        throw new Error('The account is not activated');
      }
      setRedirectMessage(null);
      setToken(newToken);
      return signedIn;
    },
    [queryClient],
  );

  const signOut = useCallback(
    (messageKey?: string) => {
      clearToken();
      setToken(null);
      setRedirectMessage(messageKey ?? null);
      queryClient.removeQueries({ queryKey: [SESSION_KEY] });
    },
    [queryClient],
  );

  const renewToken = useCallback(
    (newToken: string) => {
      replaceToken(newToken);
      // Same account: the screen stays as it is instead of loading the session again.
      queryClient.setQueryData(sessionKey(newToken), account);
      setToken(newToken);
    },
    [queryClient, account],
  );

  const session = useMemo<Session>(() => {
    const authorities: readonly string[] = account?.authorities ?? [];
    return {
      status,
      account,
      isAdmin: authorities.includes(ROLE_ADMIN),
      hasAnyAuthority: (wanted) =>
        account !== null && (wanted.length === 0 || wanted.some((a) => authorities.includes(a))),
      signIn,
      signOut,
      renewToken,
      redirectMessage,
    };
  }, [status, account, signIn, signOut, renewToken, redirectMessage]);

  return <SessionContext value={session}>{children}</SessionContext>;
};

export const useSession = (): Session => {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  return session;
};
