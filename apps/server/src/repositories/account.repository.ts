import { sql } from 'kysely';
import type { Database } from './database.ts';

const VISITOR_TABLES = ['photo', 'full_photo', 'crafted_product', 'customer_order'] as const;

/**
 * The account life cycle's columns of app_user (activation and reset keys, password, own
 * settings), and handing an anonymous visitor's records to the account it signs in to.
 */
export class AccountRepository {
  constructor(private readonly database: Database) {}

  private bool(v: boolean): boolean | number {
    return this.database.dialect === 'sqlite' ? (v ? 1 : 0) : v;
  }

  private async idWhere(column: string, value: string): Promise<number | undefined> {
    const row = await this.database.db
      .selectFrom('app_user')
      .select(sql.ref('id').as('id'))
      .where(sql.ref(column), '=', value)
      .executeTakeFirst();
    return row ? Number(row.id) : undefined;
  }

  findIdByActivationKey(key: string): Promise<number | undefined> {
    return this.idWhere('activation_key', key);
  }

  /** The user of a reset key and when the key was issued. */
  async findByResetKey(key: string): Promise<{ id: number; issued: string } | undefined> {
    const row = await this.database.db
      .selectFrom('app_user')
      .select([sql.ref('id').as('id'), sql.ref('reset_date').as('issued')])
      .where(sql.ref('reset_key'), '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    const issued = row.issued instanceof Date ? row.issued.toISOString() : String(row.issued ?? '');
    return { id: Number(row.id), issued };
  }

  async setActivationKey(id: number, key: string): Promise<void> {
    await this.database.db
      .updateTable('app_user')
      .set({ activation_key: key })
      .where(sql.ref('id'), '=', id)
      .execute();
  }

  /** Activates the account and spends its key. */
  async activate(id: number): Promise<void> {
    await this.database.db
      .updateTable('app_user')
      .set({
        activated: this.bool(true),
        activation_key: null,
        last_modified_date: new Date().toISOString(),
      })
      .where(sql.ref('id'), '=', id)
      .execute();
  }

  async setResetKey(id: number, key: string, issued: string): Promise<void> {
    await this.database.db
      .updateTable('app_user')
      .set({ reset_key: key, reset_date: issued })
      .where(sql.ref('id'), '=', id)
      .execute();
  }

  /** Sets a new password hash; any reset key is spent with it. */
  async setPassword(id: number, passwordHash: string, by: string): Promise<void> {
    await this.database.db
      .updateTable('app_user')
      .set({
        password_hash: passwordHash,
        reset_key: null,
        reset_date: null,
        last_modified_by: by,
        last_modified_date: new Date().toISOString(),
      })
      .where(sql.ref('id'), '=', id)
      .execute();
  }

  async saveSettings(
    id: number,
    settings: {
      firstName: string | null;
      lastName: string | null;
      email: string;
      langKey: string;
      imageUrl: string | null;
    },
    by: string,
  ): Promise<void> {
    await this.database.db
      .updateTable('app_user')
      .set({
        first_name: settings.firstName,
        last_name: settings.lastName,
        email: settings.email.toLowerCase(),
        lang_key: settings.langKey,
        image_url: settings.imageUrl,
        last_modified_by: by,
        last_modified_date: new Date().toISOString(),
      })
      .where(sql.ref('id'), '=', id)
      .execute();
  }

  /** Removes an account that was never activated (its login or e-mail is registered again). */
  async deleteUnactivated(id: number): Promise<void> {
    await this.database.db
      .deleteFrom('app_user')
      .where(sql.ref('id'), '=', id)
      .where(sql.ref('activated'), '=', this.bool(false))
      .execute();
  }

  /**
   * Gives the records an anonymous visitor made (photos, crafted products, orders) to the account
   * it signed in to, so a customer who registers mid-way keeps everything.
   */
  async claimVisitorRecords(sid: string, userId: number): Promise<void> {
    for (const table of VISITOR_TABLES) {
      await this.database.db
        .updateTable(table)
        .set({ usrid: userId, sid: null })
        .where(sql.ref('sid'), '=', sid)
        .where(sql.ref('usrid'), 'is', null)
        .execute();
    }
    await this.database.db
      .updateTable('crafted_product')
      .set({ user_id: userId })
      .where(sql.ref('usrid'), '=', userId)
      .where(sql.ref('user_id'), 'is', null)
      .execute();
  }
}
