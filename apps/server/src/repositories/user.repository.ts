import { UserSchema, type Authority, type User } from '@fotoobraz/domain';
import type { Selectable } from 'kysely';
import type { Database } from './database.ts';
import { constraintOf } from './entity.repository.ts';
import type { AppUserTable } from './tables.ts';

export interface StoredUser extends User {
  passwordHash: string;
}

/** Fields of a user an administrator sets (user management). */
export interface ManagedUserFields {
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  imageUrl: string | null;
  activated: boolean;
  langKey: string | null;
}

/** Columns the user list may be sorted by: every field of a user but its authorities. */
export type UserSortColumn = Exclude<keyof User, 'authorities'>;
export const USER_SORT_COLUMNS = Object.keys(UserSchema.shape).filter(
  (field): field is UserSortColumn => field !== 'authorities',
);

type UserRow = Selectable<AppUserTable>;

const toIso = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v);

/** Users and their authorities (tables app_user, authority, user_authority). */
export class UserRepository {
  constructor(private readonly database: Database) {}

  private bool(v: boolean): boolean | number {
    return this.database.dialect === 'sqlite' ? (v ? 1 : 0) : v;
  }

  private async authoritiesOf(userIds: number[]): Promise<Map<number, Authority[]>> {
    const map = new Map<number, Authority[]>();
    if (userIds.length === 0) return map;
    const rows = await this.database.db
      .selectFrom('userAuthority')
      .select(['userId', 'authorityName'])
      .where('userId', 'in', userIds)
      .orderBy('authorityName')
      .execute();
    for (const r of rows) {
      const list = map.get(r.userId) ?? [];
      list.push(r.authorityName as Authority);
      map.set(r.userId, list);
    }
    return map;
  }

  private toUser(row: UserRow, authorities: Authority[]): StoredUser {
    return {
      id: row.id,
      login: row.login,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      imageUrl: row.imageUrl,
      activated: Boolean(row.activated),
      langKey: row.langKey,
      authorities,
      createdBy: row.createdBy,
      createdDate: toIso(row.createdDate),
      lastModifiedBy: row.lastModifiedBy,
      lastModifiedDate: toIso(row.lastModifiedDate),
      passwordHash: row.passwordHash,
    };
  }

  findByLogin(login: string): Promise<StoredUser | undefined> {
    return this.findOne('login', login.toLowerCase());
  }

  findById(id: number): Promise<StoredUser | undefined> {
    return this.findOne('id', id);
  }

  /** The user whose `column` equals `value` (each is unique), with its authorities. */
  private async findOne(
    column: 'id' | 'login' | 'email',
    value: string | number,
  ): Promise<StoredUser | undefined> {
    const row = await this.database.db
      .selectFrom('appUser')
      .selectAll()
      .where(column, '=', value)
      .executeTakeFirst();
    if (!row) return undefined;
    const auth = await this.authoritiesOf([row.id]);
    return this.toUser(row, auth.get(row.id) ?? []);
  }

  /** The session version of an activated user (revocation); undefined when inactive or gone. */
  async sessionVersionOf(id: number): Promise<number | undefined> {
    const row = await this.database.db
      .selectFrom('appUser')
      .select('sessionVersion')
      .where('id', '=', id)
      .where('activated', '=', this.bool(true))
      .executeTakeFirst();
    return row?.sessionVersion;
  }

  /**
   * Ends every session of the user: tokens issued before are refused from now on. Returns the new
   * session version (undefined for no such user), for a token that outlives the change.
   */
  async endSessions(id: number): Promise<number | undefined> {
    const row = await this.database.db
      .updateTable('appUser')
      .set((eb) => ({ sessionVersion: eb('sessionVersion', '+', 1) }))
      .where('id', '=', id)
      .returning('sessionVersion')
      .executeTakeFirst();
    return row?.sessionVersion;
  }

  /** `{id, login}` of each existing user, for nesting a `user` relation. */
  async loginsOf(ids: readonly number[]): Promise<{ id: number; login: string }[]> {
    if (ids.length === 0) return [];
    return this.database.db
      .selectFrom('appUser')
      .select(['id', 'login'])
      .where('id', 'in', ids)
      .execute();
  }

  async ensureAuthorities(names: readonly Authority[]): Promise<void> {
    for (const name of names) {
      await this.database.db
        .insertInto('authority')
        .values({ name })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
  }

  async insert(user: {
    login: string;
    passwordHash: string;
    email: string | null;
    firstName?: string | null;
    lastName?: string | null;
    activated: boolean;
    langKey: string;
    authorities: readonly Authority[];
    createdBy: string;
  }): Promise<number> {
    const now = this.database.now().toISOString();
    // Inside a caller's transaction (a Transactor-bound repository) join it; else open one.
    const db = this.database.db;
    const inTransaction = <T>(work: (tx: typeof db) => Promise<T>): Promise<T> =>
      db.isTransaction ? work(db) : db.transaction().execute(work);
    return inTransaction(async (tx) => {
      const row = await tx
        .insertInto('appUser')
        .values({
          login: user.login.toLowerCase(),
          passwordHash: user.passwordHash,
          email: user.email?.toLowerCase() ?? null,
          firstName: user.firstName ?? null,
          lastName: user.lastName ?? null,
          activated: this.bool(user.activated),
          langKey: user.langKey,
          createdBy: user.createdBy,
          createdDate: now,
          lastModifiedBy: user.createdBy,
          lastModifiedDate: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = row.id;
      for (const name of user.authorities) {
        await tx.insertInto('userAuthority').values({ userId: id, authorityName: name }).execute();
      }
      return id;
    });
  }
  /** One page of users (without password hashes), in the given order; `id` breaks ties. */
  async page(opts: {
    offset: number;
    limit: number;
    sort: readonly { column: UserSortColumn; dir: 'asc' | 'desc' }[];
  }): Promise<User[]> {
    let query = this.database.db.selectFrom('appUser').selectAll();
    for (const s of opts.sort) query = query.orderBy(s.column, s.dir);
    const rows = await query.orderBy('id').limit(opts.limit).offset(opts.offset).execute();
    const auth = await this.authoritiesOf(rows.map((r) => r.id));
    return rows.map((r) => {
      const { passwordHash: _omitted, ...user } = this.toUser(r, auth.get(r.id) ?? []);
      return user;
    });
  }

  async count(): Promise<number> {
    const row = await this.database.db
      .selectFrom('appUser')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findByEmail(email: string): Promise<StoredUser | undefined> {
    return this.findOne('email', email.toLowerCase());
  }

  /** The authorities that exist, by name. */
  async authorityNames(): Promise<string[]> {
    const rows = await this.database.db
      .selectFrom('authority')
      .select('name')
      .orderBy('name')
      .execute();
    return rows.map((r) => r.name);
  }

  /**
   * Inserts the user row only; give it its authorities with `replaceAuthorities`, inside the
   * same transaction (a Transactor-bound repository), so nobody sees a user without them.
   */
  async insertManaged(
    user: ManagedUserFields & {
      passwordHash: string;
      resetKey: string;
      resetDate: string;
      createdBy: string;
    },
  ): Promise<number> {
    const now = this.database.now().toISOString();
    const row = await this.database.db
      .insertInto('appUser')
      .values({
        ...this.managedColumns(user),
        passwordHash: user.passwordHash,
        resetKey: user.resetKey,
        resetDate: user.resetDate,
        createdBy: user.createdBy,
        createdDate: now,
        lastModifiedBy: user.createdBy,
        lastModifiedDate: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw constraintOf(error) ?? error;
      });
    return Number(row.id);
  }

  async updateManaged(id: number, user: ManagedUserFields, modifiedBy: string): Promise<void> {
    await this.database.db
      .updateTable('appUser')
      .set({
        ...this.managedColumns(user),
        lastModifiedBy: modifiedBy,
        lastModifiedDate: this.database.now().toISOString(),
      })
      .where('id', '=', id)
      .execute()
      .catch((error: unknown) => {
        throw constraintOf(error) ?? error;
      });
  }

  async replaceAuthorities(id: number, names: readonly Authority[]): Promise<void> {
    await this.database.db.deleteFrom('userAuthority').where('userId', '=', id).execute();
    for (const name of names) {
      await this.database.db
        .insertInto('userAuthority')
        .values({ userId: id, authorityName: name })
        .execute();
    }
  }

  /** Whether any album, photo, crafted product or order belongs to the user. */
  async isReferenced(id: number): Promise<boolean> {
    const row = await this.database.db
      .selectNoFrom(({ exists, or, selectFrom }) =>
        or([
          exists(selectFrom('album').select('id').where('userId', '=', id)),
          exists(
            selectFrom('craftedProduct')
              .select('id')
              .where((cp) => cp.or([cp('userId', '=', id), cp('usrid', '=', id)])),
          ),
          exists(selectFrom('photo').select('id').where('usrid', '=', id)),
          exists(selectFrom('fullPhoto').select('id').where('usrid', '=', id)),
          exists(selectFrom('customerOrder').select('id').where('usrid', '=', id)),
        ]).as('referenced'),
      )
      .executeTakeFirstOrThrow();
    return Boolean(row.referenced);
  }

  /** Deletes the user and its authorities; false when there was no such user. */
  async deleteById(id: number): Promise<boolean> {
    const result = await this.database.db
      .deleteFrom('appUser')
      .where('id', '=', id)
      .executeTakeFirst()
      .catch((error: unknown) => {
        throw constraintOf(error) ?? error;
      });
    return Number(result.numDeletedRows) > 0;
  }

  private managedColumns(user: ManagedUserFields) {
    return {
      login: user.login.toLowerCase(),
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email?.toLowerCase() ?? null,
      imageUrl: user.imageUrl,
      activated: this.bool(user.activated),
      langKey: user.langKey,
    };
  }
}
