import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.ts';
import type { Clock } from '../../../lib/clock.ts';
import { accountCreatedMail } from './account.mail.ts';
import type { ManagedUserRequest, User } from '@fotoobraz/domain';
import { hashPassword } from '../../../lib/passwords.ts';
import { badRequest, badRequestAlert, notFound, Problem } from '../../../lib/problem.ts';
import { ConstraintError } from '../../../repositories/entity.repository.ts';
import { queueMail } from '../../../services/mail-queue.ts';
import type { TransactorOf } from '../../../services/unit-of-work.ts';
import {
  USER_SORT_COLUMNS,
  type UserRepository,
  type ManagedUserFields,
  type StoredUser,
} from '../../../repositories/user.repository.ts';
import type { SignedInUser } from '../../../lib/caller.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type QueryParams,
} from '../../../services/list-query.ts';

/** Entity name of the alerts and error keys, as in JHipster's UserResource. */
const ENTITY = 'userManagement';
const DEFAULT_LANG_KEY = 'sk';

export interface UserPage {
  users: User[];
  total: number;
  page: number;
  size: number;
}

const userExists = () => badRequestAlert('Login name already used!', ENTITY, 'userexists');
const emailExists = () => badRequestAlert('Email is already in use!', ENTITY, 'emailexists');

const inUse = (): Problem =>
  new Problem({
    status: 409,
    title: 'This user still owns albums, photos, crafted products or orders',
    message: 'error.inuse',
    body: { entityName: ENTITY, errorKey: 'inuse' },
  });

const withoutHash = ({ passwordHash: _omitted, ...user }: StoredUser): User => user;

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

const wholeNumber = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`'${name}' must be a whole number, not '${raw}'`);
  return Number(raw);
};

/**
 * User management for administrators (JHipster's UserResource): list, read, create, update and
 * delete accounts. Every change is audited. A new account gets a random password it can never
 * be signed in with, and a reset key: its owner sets the password by the reset link.
 */
export class UserManagementService {
  static readonly uses = ['users', 'outbox', 'audit'] as const;

  constructor(
    private readonly users: UserRepository,
    private readonly transactor: TransactorOf<typeof UserManagementService>,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly now: Clock,
  ) {}

  async list(params: QueryParams): Promise<UserPage> {
    const page = wholeNumber('page', one(params.page), 0);
    const size = wholeNumber('size', one(params.size), DEFAULT_PAGE_SIZE);
    if (size < 1 || size > MAX_PAGE_SIZE) {
      throw badRequest(`'size' must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    const sorts = params.sort === undefined ? [] : [params.sort].flat();
    const sort = sorts.map((s) => {
      const [field, dirRaw = 'asc', ...rest] = s.split(',');
      const dir = dirRaw.toLowerCase();
      const column = USER_SORT_COLUMNS.find((c) => c === field);
      if (!column || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) {
        throw badRequest(`Cannot sort users by '${s}'`, 'error.sort');
      }
      return { column, dir: dir as 'asc' | 'desc' };
    });
    const [users, total] = await Promise.all([
      this.users.page({ offset: page * size, limit: size, sort }),
      this.users.count(),
    ]);
    return { users, total, page, size };
  }

  async get(login: string): Promise<User> {
    const user = await this.users.findByLogin(login);
    if (!user) throw notFound();
    return withoutHash(user);
  }

  /** The authorities an administrator may grant. */
  authorities(): Promise<string[]> {
    return this.users.authorityNames();
  }

  async create(admin: SignedInUser, input: ManagedUserRequest): Promise<User> {
    if (input.id != null) {
      throw badRequestAlert('A new user cannot already have an ID', ENTITY, 'idexists');
    }
    if (await this.users.findByLogin(input.login)) throw userExists();
    if (await this.users.findByEmail(input.email)) throw emailExists();
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await this.unique(input, () =>
      this.transactor.run(async ({ users, outbox, audit }, unit) => {
        const resetKey = randomBytes(32).toString('base64url');
        const id = await users.insertManaged({
          // As JHipster's UserService: an account an admin creates is active unless said otherwise.
          ...fieldsOf(input, input.activated ?? true),
          passwordHash,
          resetKey,
          resetDate: this.now().toISOString(),
          createdBy: admin.login,
        });
        await users.replaceAuthorities(id, input.authorities ?? []);
        // Its owner chooses the password through the reset link, sent in the same transaction.
        const mail = accountCreatedMail({
          login: input.login.toLowerCase(),
          resetUrl: `${this.config.publicUrl}/reset/finish?key=${encodeURIComponent(resetKey)}`,
          shopName: 'Fotoobraz',
        });
        await queueMail(outbox, unit, { to: input.email.toLowerCase(), ...mail });
        await audit.record(admin.login, 'USER_CREATED', {
          login: input.login.toLowerCase(),
        });
      }),
    );
    return this.get(input.login);
  }

  async update(admin: SignedInUser, input: ManagedUserRequest): Promise<User> {
    if (input.id == null) throw badRequestAlert('Invalid id', ENTITY, 'idnull');
    const id = input.id as number;
    const existing = await this.users.findById(id);
    if (!existing) throw notFound();
    const sameLogin = await this.users.findByLogin(input.login);
    if (sameLogin && sameLogin.id !== id) throw userExists();
    const sameEmail = await this.users.findByEmail(input.email);
    if (sameEmail && sameEmail.id !== id) throw emailExists();
    const authorities = input.authorities ?? [];
    const activated = input.activated ?? existing.activated;
    if (id === admin.id && !authorities.includes('ROLE_ADMIN')) {
      throw badRequestAlert('You cannot take away your own ROLE_ADMIN', ENTITY, 'selfdemotion');
    }
    if (id === admin.id && !activated) {
      throw badRequestAlert('You cannot deactivate yourself', ENTITY, 'selfdeactivation');
    }
    await this.unique(input, () =>
      this.transactor.run(async ({ users, audit }) => {
        await users.updateManaged(id, fieldsOf(input, activated), admin.login);
        await users.replaceAuthorities(id, authorities);
        if (endsSessions(existing, input.login, authorities, activated))
          await users.endSessions(id);
        await audit.record(admin.login, 'USER_UPDATED', {
          login: input.login.toLowerCase(),
        });
      }),
    );
    return this.get(input.login);
  }

  async delete(admin: SignedInUser, login: string): Promise<void> {
    const user = await this.users.findByLogin(login);
    if (!user) throw notFound();
    if (user.id === admin.id) {
      throw badRequestAlert('You cannot delete yourself', ENTITY, 'selfdeletion');
    }
    if (await this.users.isReferenced(user.id)) throw inUse();
    try {
      await this.transactor.run(async ({ users, audit }) => {
        await users.deleteById(user.id);
        await audit.record(admin.login, 'USER_DELETED', { login: user.login });
      });
    } catch (error) {
      // An album or crafted product made for the user after the check above.
      if (error instanceof ConstraintError && error.constraint === 'foreignKey') throw inUse();
      throw error;
    }
  }

  /** A login or e-mail taken by a concurrent request between the check and the write. */
  private async unique(input: ManagedUserRequest, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (!(error instanceof ConstraintError && error.constraint === 'unique')) throw error;
      const sameLogin = await this.users.findByLogin(input.login);
      throw sameLogin && sameLogin.id !== input.id ? userExists() : emailExists();
    }
  }
}

/**
 * Whether an update takes away what the user's tokens claim (authorities, activation, login):
 * then every earlier token must stop working. Names and e-mail leave the sessions alone.
 */
const endsSessions = (
  before: StoredUser,
  login: string,
  authorities: readonly string[],
  activated: boolean,
): boolean =>
  before.login !== login.toLowerCase() ||
  (before.activated && !activated) ||
  [...before.authorities].sort().join() !== [...authorities].sort().join();

const fieldsOf = (input: ManagedUserRequest, activated: boolean): ManagedUserFields => ({
  login: input.login,
  firstName: input.firstName ?? null,
  lastName: input.lastName ?? null,
  email: input.email,
  imageUrl: input.imageUrl ?? null,
  activated,
  langKey: input.langKey ?? DEFAULT_LANG_KEY,
});
