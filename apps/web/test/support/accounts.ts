import type { Account } from '../../src/lib/auth/session';

const account = (login: string, authorities: Account['authorities']): Account => ({
  id: login === 'admin' ? 1 : 2,
  login,
  firstName: null,
  lastName: null,
  email: `${login}@localhost`,
  imageUrl: null,
  activated: true,
  langKey: 'sk',
  authorities,
  createdBy: 'system',
  createdDate: null,
  lastModifiedBy: null,
  lastModifiedDate: null,
});

export const ADMIN = account('admin', ['ROLE_ADMIN', 'ROLE_USER']);
export const USER = account('user', ['ROLE_USER']);
