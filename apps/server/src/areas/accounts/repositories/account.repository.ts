import type { Database } from '../../../repositories/database.ts';
import { updateRow } from '../../../repositories/row-queries.ts';

// The basket too: signing in merges the visitor's basket into the user's.
const VISITOR_TABLES = [
  'photo',
  'fullPhoto',
  'craftedProduct',
  'customerOrder',
  'basketItem',
] as const;

/**
 * The account life cycle's columns of app_user (activation and reset keys, password, own
 * settings), and handing an anonymous visitor's records to the account it signs in to.
 */
export class AccountRepository {
  constructor(private readonly database: Database) {}

  private bool(v: boolean): boolean | number {
    return this.database.dialect === 'sqlite' ? (v ? 1 : 0) : v;
  }

  private async idWhere(
    column: 'activationKey' | 'resetKey',
    value: string,
  ): Promise<number | undefined> {
    const row = await this.database.db
      .selectFrom('appUser')
      .select('id')
      .where(column, '=', value)
      .executeTakeFirst();
    return row ? Number(row.id) : undefined;
  }

  findIdByActivationKey(key: string): Promise<number | undefined> {
    return this.idWhere('activationKey', key);
  }

  /** The user of a reset key and when the key was issued. */
  async findByResetKey(key: string): Promise<{ id: number; issued: string } | undefined> {
    const row = await this.database.db
      .selectFrom('appUser')
      .select(['id', 'resetDate as issued'])
      .where('resetKey', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    const issued = row.issued instanceof Date ? row.issued.toISOString() : String(row.issued ?? '');
    return { id: Number(row.id), issued };
  }

  async setActivationKey(id: number, key: string): Promise<void> {
    await updateRow(this.database.db, 'appUser', id, { activationKey: key });
  }

  /** Activates the account and spends its key. */
  async activate(id: number): Promise<void> {
    await this.database.db
      .updateTable('appUser')
      .set({
        activated: this.bool(true),
        activationKey: null,
        lastModifiedDate: this.database.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  async setResetKey(id: number, key: string, issued: string): Promise<void> {
    await this.database.db
      .updateTable('appUser')
      .set({ resetKey: key, resetDate: issued })
      .where('id', '=', id)
      .execute();
  }

  /** Sets a new password hash; any reset key is spent with it. */
  async setPassword(id: number, passwordHash: string, by: string): Promise<void> {
    await this.database.db
      .updateTable('appUser')
      .set({
        passwordHash,
        resetKey: null,
        resetDate: null,
        lastModifiedBy: by,
        lastModifiedDate: this.database.now().toISOString(),
      })
      .where('id', '=', id)
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
      .updateTable('appUser')
      .set({
        firstName: settings.firstName,
        lastName: settings.lastName,
        email: settings.email.toLowerCase(),
        langKey: settings.langKey,
        imageUrl: settings.imageUrl,
        lastModifiedBy: by,
        lastModifiedDate: this.database.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Removes an account that was never activated (its login or e-mail is registered again). */
  async deleteUnactivated(id: number): Promise<void> {
    await this.database.db
      .deleteFrom('appUser')
      .where('id', '=', id)
      .where('activated', '=', this.bool(false))
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
        .where('sid', '=', sid)
        .where('usrid', 'is', null)
        .execute();
    }
    await this.database.db
      .updateTable('craftedProduct')
      .set({ userId })
      .where('usrid', '=', userId)
      .where('userId', 'is', null)
      .execute();
  }
}
