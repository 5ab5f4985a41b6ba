import type { Authority } from '@fotoobraz/domain';

export interface SignedInUser {
  id: number;
  login: string;
  authorities: Authority[];
}

/**
 * Who is asking: a signed-in user, or an anonymous visitor known by `sid` (a long random id kept
 * in an HttpOnly cookie), or neither yet.
 */
export interface Caller {
  user?: SignedInUser;
  sid?: string;
  /** When the signed-in user's token expires (epoch s): a renewed token keeps this end. */
  tokenExpiresAt?: number;
}

export const isAdmin = (caller: Caller): boolean =>
  caller.user?.authorities.includes('ROLE_ADMIN') ?? false;
