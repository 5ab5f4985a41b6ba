import type { Authority, User } from '@fotoobraz/domain';
import { sql } from 'kysely';
import type { Database } from './database.ts';
import { constraintOf } from './entity.repository.ts';

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

/** Columns the user list may be sorted by, keyed by the API's field names. */
export const USER_SORT_COLUMNS: Readonly<Record<string, string>> = {
  id: 'id',
  login: 'login',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  imageUrl: 'image_url',
  activated: 'activated',
  langKey: 'lang_key',
  createdBy: 'created_by',
  createdDate: 'created_date',
  lastModifiedBy: 'last_modified_by',
  lastModifiedDate: 'last_modified_date',
};

/** Tables whose rows belong to a user, and the columns that say so. */
const USER_REFERENCES: readonly { table: string; column: string }[] = [
  { table: 'album', column: 'user_id' },
  { table: 'crafted_product', column: 'user_id' },
  { table: 'crafted_product', column: 'usrid' },
  { table: 'photo', column: 'usrid' },
  { table: 'full_photo', column: 'usrid' },
  { table: 'customer_order', column: 'usrid' },
];

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
      .selectFrom('user_authority')
      .select([sql.ref('user_id').as('userId'), sql.ref('authority_name').as('name')])
      .where(sql.ref('user_id'), 'in', userIds)
      .orderBy(sql.ref('authority_name'))
      .execute();
    for (const r of rows) {
      const list = map.get(Number(r.userId)) ?? [];
      list.push(r.name as Authority);
      map.set(Number(r.userId), list);
    }
    return map;
  }

  private toUser(row: Record<string, unknown>, authorities: Authority[]): StoredUser {
    return {
      id: Number(row.id),
      login: String(row.login),
      firstName: (row.first_name as string | null) ?? null,
      lastName: (row.last_name as string | null) ?? null,
      email: (row.email as string | null) ?? null,
      imageUrl: (row.image_url as string | null) ?? null,
      activated: Boolean(row.activated),
      langKey: (row.lang_key as string | null) ?? null,
      authorities,
      createdBy: (row.created_by as string | null) ?? null,
      createdDate: toIso(row.created_date),
      lastModifiedBy: (row.last_modified_by as string | null) ?? null,
      lastModifiedDate: toIso(row.last_modified_date),
      passwordHash: String(row.password_hash),
    };
  }

  async findByLogin(login: string): Promise<StoredUser | undefined> {
    const row = await this.database.db
      .selectFrom('app_user')
      .selectAll()
      .where(sql.ref('login'), '=', login.toLowerCase())
      .executeTakeFirst();
    if (!row) return undefined;
    const auth = await this.authoritiesOf([Number(row.id)]);
    return this.toUser(row, auth.get(Number(row.id)) ?? []);
  }

  async findById(id: number): Promise<StoredUser | undefined> {
    const row = await this.database.db
      .selectFrom('app_user')
      .selectAll()
      .where(sql.ref('id'), '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const auth = await this.authoritiesOf([id]);
    return this.toUser(row, auth.get(id) ?? []);
  }

  /** The session version of an activated user (revocation); undefined when inactive or gone. */
  async sessionVersionOf(id: number): Promise<number | undefined> {
    const row = await this.database.db
      .selectFrom('app_user')
      .select(sql.ref('session_version').as('version'))
      .where(sql.ref('id'), '=', id)
      .where(sql.ref('activated'), '=', this.bool(true))
      .executeTakeFirst();
    return row ? Number(row.version) : undefined;
  }

  /**
   * Ends every session of the user: tokens issued before are refused from now on. Returns the new
   * session version (undefined for no such user), for a token that outlives the change.
   */
  async endSessions(id: number): Promise<number | undefined> {
    const row = await this.database.db
      .updateTable('app_user')
      .set({ session_version: sql`session_version + 1` })
      .where(sql.ref('id'), '=', id)
      .returning(sql.ref('session_version').as('version'))
      .executeTakeFirst();
    return row ? Number(row.version) : undefined;
  }

  /** `{id, login}` of each existing user, for nesting a `user` relation. */
  async loginsOf(ids: readonly number[]): Promise<{ id: number; login: string }[]> {
    if (ids.length === 0) return [];
    const rows = await this.database.db
      .selectFrom('app_user')
      .select([sql.ref('id').as('id'), sql.ref('login').as('login')])
      .where(sql.ref('id'), 'in', ids)
      .execute();
    return rows.map((r) => ({ id: Number(r.id), login: String(r.login) }));
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
    const now = new Date().toISOString();
    // Inside a caller's transaction (a Transactor-bound repository) join it; else open one.
    const db = this.database.db;
    const inTransaction = <T>(work: (tx: typeof db) => Promise<T>): Promise<T> =>
      db.isTransaction ? work(db) : db.transaction().execute(work);
    return inTransaction(async (tx) => {
      const row = await tx
        .insertInto('app_user')
        .values({
          login: user.login.toLowerCase(),
          password_hash: user.passwordHash,
          email: user.email?.toLowerCase() ?? null,
          first_name: user.firstName ?? null,
          last_name: user.lastName ?? null,
          activated: this.bool(user.activated),
          lang_key: user.langKey,
          created_by: user.createdBy,
          created_date: now,
          last_modified_by: user.createdBy,
          last_modified_date: now,
        })
        .returning(sql.ref('id').as('id'))
        .executeTakeFirstOrThrow();
      const id = Number(row.id);
      for (const name of user.authorities) {
        await tx
          .insertInto('user_authority')
          .values({ user_id: id, authority_name: name })
          .execute();
      }
      return id;
    });
  }
  /** One page of users (without password hashes), in the given order; `id` breaks ties. */
  async page(opts: {
    offset: number;
    limit: number;
    sort: readonly { column: string; dir: 'asc' | 'desc' }[];
  }): Promise<User[]> {
    let query = this.database.db.selectFrom('app_user').selectAll();
    for (const s of opts.sort) query = query.orderBy(sql.ref(s.column), s.dir);
    const rows = await query.orderBy(sql.ref('id')).limit(opts.limit).offset(opts.offset).execute();
    const auth = await this.authoritiesOf(rows.map((r) => Number(r.id)));
    return rows.map((r) => {
      const { passwordHash: _omitted, ...user } = this.toUser(r, auth.get(Number(r.id)) ?? []);
      return user;
    });
  }

  async count(): Promise<number> {
    const row = await this.database.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async findByEmail(email: string): Promise<StoredUser | undefined> {
    const row = await this.database.db
      .selectFrom('app_user')
      .selectAll()
      .where(sql.ref('email'), '=', email.toLowerCase())
      .executeTakeFirst();
    if (!row) return undefined;
    const auth = await this.authoritiesOf([Number(row.id)]);
    return this.toUser(row, auth.get(Number(row.id)) ?? []);
  }

  /** The authorities that exist, by name. */
  async authorityNames(): Promise<string[]> {
    const rows = await this.database.db
      .selectFrom('authority')
      .select(sql.ref('name').as('name'))
      .orderBy(sql.ref('name'))
      .execute();
    return rows.map((r) => String(r.name));
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
    const now = new Date().toISOString();
    const row = await this.database.db
      .insertInto('app_user')
      .values({
        ...this.managedColumns(user),
        password_hash: user.passwordHash,
        reset_key: user.resetKey,
        reset_date: user.resetDate,
        created_by: user.createdBy,
        created_date: now,
        last_modified_by: user.createdBy,
        last_modified_date: now,
      })
      .returning(sql.ref('id').as('id'))
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw constraintOf(error) ?? error;
      });
    return Number(row.id);
  }

  async updateManaged(id: number, user: ManagedUserFields, modifiedBy: string): Promise<void> {
    await this.database.db
      .updateTable('app_user')
      .set({
        ...this.managedColumns(user),
        last_modified_by: modifiedBy,
        last_modified_date: new Date().toISOString(),
      })
      .where(sql.ref('id'), '=', id)
      .execute()
      .catch((error: unknown) => {
        throw constraintOf(error) ?? error;
      });
  }

  async replaceAuthorities(id: number, names: readonly Authority[]): Promise<void> {
    await this.database.db
      .deleteFrom('user_authority')
      .where(sql.ref('user_id'), '=', id)
      .execute();
    for (const name of names) {
      await this.database.db
        .insertInto('user_authority')
        .values({ user_id: id, authority_name: name })
        .execute();
    }
  }

  /** Whether any album, photo, crafted product or order belongs to the user. */
  async isReferenced(id: number): Promise<boolean> {
    for (const { table, column } of USER_REFERENCES) {
      const row = await this.database.db
        .selectFrom(table)
        .select(sql.ref('id').as('id'))
        .where(sql.ref(column), '=', id)
        .limit(1)
        .executeTakeFirst();
      if (row) return true;
    }
    return false;
  }

  /** Deletes the user and its authorities; false when there was no such user. */
  async deleteById(id: number): Promise<boolean> {
    const result = await this.database.db
      .deleteFrom('app_user')
      .where(sql.ref('id'), '=', id)
      .executeTakeFirst()
      .catch((error: unknown) => {
        throw constraintOf(error) ?? error;
      });
    return Number(result.numDeletedRows) > 0;
  }

  private managedColumns(user: ManagedUserFields) {
    return {
      login: user.login.toLowerCase(),
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email?.toLowerCase() ?? null,
      image_url: user.imageUrl,
      activated: this.bool(user.activated),
      lang_key: user.langKey,
    };
  }
}
