import { AUTHORITIES } from '@fotoobraz/domain';
import { hashPassword } from '../../lib/passwords.ts';
import type { UserRepository } from '../../repositories/user.repository.ts';

/** The authorities always exist; the demo accounts admin/admin and user/user only when asked. */
export const seedUsers = async (
  users: UserRepository,
  withDemoAccounts: boolean,
): Promise<void> => {
  await users.ensureAuthorities(AUTHORITIES);
  if (!withDemoAccounts) return;
  const accounts = [
    {
      login: 'admin',
      email: 'admin@fotoobraz.sk',
      authorities: ['ROLE_ADMIN', 'ROLE_USER'] as const,
    },
    { login: 'user', email: 'user@fotoobraz.sk', authorities: ['ROLE_USER'] as const },
  ];
  for (const account of accounts) {
    if (await users.findByLogin(account.login)) continue;
    await users.insert({
      login: account.login,
      passwordHash: await hashPassword(account.login),
      email: account.email,
      firstName: account.login === 'admin' ? 'Administrátor' : 'Používateľ',
      activated: true,
      langKey: 'sk',
      authorities: account.authorities,
      createdBy: 'system',
    });
  }
};
