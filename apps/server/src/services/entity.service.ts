import { createHash } from 'node:crypto';
import { entityNamed, isId as isStorableId, type EntityDef, type RowOf } from '@fotoobraz/domain';
import { badRequestAlert, forbidden, notFound, Problem, unauthorized } from '../lib/problem.ts';
import { ConstraintError, type EntityRepository } from '../repositories/entity.repository.ts';
import type { TransactorOf } from './unit-of-work.ts';
import { retriedOnDeadlock } from '../repositories/deadlock.ts';
import type { UserRepository } from '../repositories/user.repository.ts';
import { mayCreate, mayDelete, mayUpdate, readScope } from './access-policy.ts';
import { isAdmin, type Caller } from '../lib/caller.ts';
import type { Clock } from '../lib/clock.ts';
import { EntityRelations } from './entity-relations.ts';
import { parseListQuery, type QueryParams } from './list-query.ts';

/** A row of any of the entities, as the API shows it. */
type Row = RowOf<EntityDef>;

/** An entity's values as its route's schema let them through (`entityInputSchema`). */
export type EntityInput = Record<string, unknown>;

/**
 * An update as `update` admits it before writing anything: the row as stored (`before`), read
 * once, and the values the caller may write to it.
 */
export interface CheckedUpdate {
  id: number;
  before: Row;
  values: EntityInput;
}

/**
 * Adds what an entity's JSON carries beyond its fields (an order's `items`) to rows the caller
 * reads.
 */
export type RowExtension = (caller: Caller, rows: Row[]) => Promise<void>;

export interface Page {
  rows: Row[];
  total: number;
  page: number;
  size: number;
}

/** 401 for strangers, 403 for signed-in users who lack the right. */
const denied = (caller: Caller): Problem => (caller.user ? forbidden() : unauthorized());

const inUse = (entity: EntityDef): Problem =>
  new Problem({
    status: 409,
    title: `This ${entity.name} is still referred to by other records`,
    message: 'error.inuse',
    body: { entityName: entity.name, errorKey: 'inuse' },
  });

/**
 * The generic create/read/update/delete of the 18 model-driven entities, with the access rules
 * of DESIGN.md §3. Entity-specific services (photos, crafted products, orders) build on it.
 */
export class EntityService {
  static readonly uses = ['entities'] as const;

  private readonly extensions = new Map<string, RowExtension>();
  private readonly relations: EntityRelations;

  /**
   * Every write emits `entity.written` in its transaction: the price history, the order's claim
   * of its piece and the clean-up of derived images are its subscribers.
   */
  constructor(
    private readonly entities: EntityRepository,
    private readonly users: UserRepository,
    private readonly transactor: TransactorOf<typeof EntityService>,
    /** Dates the fields filled on creation with 'now'. */
    private readonly now: Clock,
  ) {
    this.relations = new EntityRelations(entities, users);
  }

  /** Lets an area add to the JSON of `entity`'s rows what its fields do not hold. */
  extendRows(entity: EntityDef, extension: RowExtension): void {
    // Several areas may add to the same entity's rows (the order's lines, its packet).
    const before = this.extensions.get(entity.name);
    this.extensions.set(
      entity.name,
      before
        ? async (caller, rows) => {
            await before(caller, rows);
            await extension(caller, rows);
          }
        : extension,
    );
  }

  private async extras(entity: EntityDef, caller: Caller, rows: Row[]): Promise<void> {
    await this.extensions.get(entity.name)?.(caller, rows);
  }

  async list(entity: EntityDef, caller: Caller, params: QueryParams): Promise<Page> {
    if (entity.access.read === 'admin' && !isAdmin(caller)) throw denied(caller);
    const q = parseListQuery(entity, params);
    const { rows, total } = await this.entities.list(entity, {
      scope: readScope(entity, caller),
      filters: q.filters,
      sort: q.sort,
      offset: q.page * q.size,
      limit: q.size,
      blobs: { large: false, omit: q.omit },
    });
    const nested = await this.relations.nest(entity, caller, rows);
    await this.extras(entity, caller, nested);
    return {
      rows: nested.map((r) => redact(entity, caller, r)),
      total,
      page: q.page,
      size: q.size,
    };
  }

  async get(entity: EntityDef, caller: Caller, id: number): Promise<Row> {
    return this.present(entity, caller, await this.readable(entity, caller, id));
  }

  /**
   * A row as `get` answers it, for a row the caller has just read or written: `related` holds
   * rows of its relations that the caller has read under its read rules; the others are read.
   */
  async present(
    entity: EntityDef,
    caller: Caller,
    row: Row,
    related: Readonly<Record<string, Row>> = {},
  ): Promise<Row> {
    const [nested] = await this.relations.nest(entity, caller, [{ ...row }], related);
    await this.extras(entity, caller, [nested]);
    return redact(entity, caller, nested);
  }

  /** One blob's bytes, type and ETag, under the same read rules as its row. */
  async blob(entity: EntityDef, caller: Caller, id: number, field: string) {
    if (entity.fields[field]?.kind !== 'blob') throw notFound();
    if (entity.access.read === 'admin' && !isAdmin(caller)) throw denied(caller);
    const blob = await this.entities.findBlob(entity, id, field, readScope(entity, caller));
    if (!blob) throw notFound();
    const etag = `"${createHash('sha1').update(blob.data).digest('base64url')}"`;
    return { ...blob, etag, isPublic: entity.access.read !== 'own' };
  }

  /**
   * The body `caller` may send to create a row, decided before its values are checked, as an
   * access rule comes before validation: 401 or 403 without the right; a non-admin's values of
   * server-owned fields are dropped unread (DESIGN.md §3).
   */
  admitCreate(entity: EntityDef, caller: Caller, body: unknown): unknown {
    if (!mayCreate(entity, caller)) throw denied(caller);
    return isAdmin(caller) || !isRecord(body) ? body : withoutServerOwned(entity, body);
  }

  /**
   * The same before an update of the row the body names: 404 for a row the caller cannot see,
   * then 403 for one it may not change. A body whose id is missing or differs from the path's is
   * left to `update` (`idnull`, `idinvalid`), as are the admins' bodies.
   */
  async admitUpdate(
    entity: EntityDef,
    caller: Caller,
    body: unknown,
    pathId?: string,
  ): Promise<unknown> {
    if (isAdmin(caller) || !isRecord(body)) return body;
    const id = Number(body.id);
    if (body.id != null && isStorableId(id) && (pathId === undefined || Number(pathId) === id)) {
      await this.readable(entity, caller, id);
      if (!mayUpdate(entity, caller)) throw denied(caller);
    }
    return withoutServerOwned(entity, body);
  }

  async create(entity: EntityDef, caller: Caller, input: EntityInput): Promise<Row> {
    if (!mayCreate(entity, caller)) throw denied(caller);
    if (input.id !== undefined && input.id !== null) {
      throw badRequestAlert(
        `A new ${entity.name} cannot already have an ID`,
        entity.name,
        'idexists',
      );
    }
    const values = isAdmin(caller) ? { ...input } : withoutServerOwned(entity, input);
    delete values.id;
    this.applyOwnership(entity, caller, values);
    for (const [name, f] of Object.entries(entity.fields)) {
      if (f.onCreate !== undefined && (values[name] === undefined || values[name] === null)) {
        values[name] = f.onCreate === 'now' ? this.now().toISOString() : f.onCreate;
      }
    }
    await this.relations.check(entity, caller, values);
    const id = await this.write(entity, () =>
      this.transactor.run(async ({ entities }, unit) => {
        const created = await entities.insert(entity, values);
        await unit.emit('entity.written', { entity, id: created, change: 'created' });
        return created;
      }),
    );
    return this.get(entity, caller, id);
  }

  /**
   * Writes the values the body holds; what it leaves out stays as stored (a blob too; null
   * removes one). A non-admin's server-owned values are ignored.
   */
  async update(
    entity: EntityDef,
    caller: Caller,
    input: EntityInput,
    pathId?: number,
  ): Promise<Row> {
    return this.writeUpdate(entity, caller, await this.checkUpdate(entity, caller, input, pathId));
  }

  /**
   * The checks `update` makes before it writes: 400 without an id (`idnull`) or with another than
   * the path's (`idinvalid`), 404 for a row the caller cannot see, then 401 or 403 without the
   * right. Reads the row once; writes nothing.
   */
  async checkUpdate(
    entity: EntityDef,
    caller: Caller,
    input: EntityInput,
    pathId?: number,
  ): Promise<CheckedUpdate> {
    if (input.id === undefined || input.id === null) {
      throw badRequestAlert('Invalid id', entity.name, 'idnull');
    }
    const id = input.id as number;
    if (pathId !== undefined && id !== pathId) {
      throw badRequestAlert('Invalid ID', entity.name, 'idinvalid');
    }
    const existing = await this.readable(entity, caller, id);
    if (!mayUpdate(entity, caller)) throw denied(caller);
    const values = isAdmin(caller) ? { ...input } : withoutServerOwned(entity, input);
    delete values.id;
    // A blob left out of the body is kept; null removes it (DESIGN.md decision log).
    for (const [name, f] of Object.entries(entity.fields)) {
      if (f.kind === 'blob' && values[name] === undefined) delete values[`${name}ContentType`];
    }
    return { id, before: existing, values };
  }

  /** Writes an update `checkUpdate` admitted, its relations checked first, and answers as `get`. */
  async writeUpdate(
    entity: EntityDef,
    caller: Caller,
    { id, values }: CheckedUpdate,
  ): Promise<Row> {
    await this.relations.check(entity, caller, values);
    await this.write(entity, () =>
      this.transactor.run(async ({ entities }, unit) => {
        await entities.update(entity, id, values);
        await unit.emit('entity.written', { entity, id, change: 'updated' });
      }),
    );
    return this.get(entity, caller, id);
  }

  async delete(entity: EntityDef, caller: Caller, id: number): Promise<void> {
    if (!mayDelete(entity, caller)) {
      if (entity.access.read !== 'admin') await this.readable(entity, caller, id);
      throw denied(caller);
    }
    // A deletion cascades to rows a background job may hold at the same moment (an order's
    // pro-forma being stored): PostgreSQL then ends one of the two as a deadlock.
    const deleted = await this.write(entity, () =>
      retriedOnDeadlock(() =>
        this.transactor.run(async ({ entities }, unit) => {
          const gone = await entities.delete(entity, id);
          if (gone) await unit.emit('entity.written', { entity, id, change: 'deleted' });
          return gone;
        }),
      ),
    );
    if (!deleted) throw notFound();
  }

  private async readable(entity: EntityDef, caller: Caller, id: number): Promise<Row> {
    if (entity.access.read === 'admin' && !isAdmin(caller)) throw denied(caller);
    const row = await this.entities.findById(entity, id, readScope(entity, caller));
    if (!row) throw notFound();
    return row;
  }

  private applyOwnership(entity: EntityDef, caller: Caller, values: EntityInput): void {
    if (entity.access.ownership !== 'visitor') return;
    if (caller.user) {
      values.usrid ??= caller.user.id;
      if (entity.fields.user?.kind === 'relation') values.user ??= { id: caller.user.id };
    } else if (caller.sid) {
      values.sid ??= caller.sid;
    }
  }

  /** Refuses (400) relations naming rows that do not exist, or that the caller may not see. */
  checkRelations(entity: EntityDef, caller: Caller, values: EntityInput): Promise<void> {
    return this.relations.check(entity, caller, values);
  }

  /**
   * Runs a write of `entity` with the database's refusals told as the API tells them: a row still
   * referenced is 409 'in use', a unique value taken is 400 'duplicate'.
   */
  async write<T>(entity: EntityDef, op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (error) {
      if (error instanceof ConstraintError) {
        if (error.constraint === 'foreignKey') throw inUse(entity);
        throw badRequestAlert(`This ${entity.name} already exists`, entity.name, 'duplicate');
      }
      throw error;
    }
  }
}

/** Hides admin-only fields (the visitor id) from everyone else, in nested rows too. */
const redact = (entity: EntityDef, caller: Caller, row: Row): Row => {
  if (isAdmin(caller)) return row;
  for (const [name, f] of Object.entries(entity.fields)) {
    if (f.adminOnly) row[name] = null;
    if (f.kind === 'relation' && row[name] && typeof row[name] === 'object') {
      const target = entityNamed(f.target);
      if (target) redact(target, caller, row[name] as Row);
    }
  }
  return row;
};

const isRecord = (body: unknown): body is EntityInput =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

const withoutServerOwned = (entity: EntityDef, input: EntityInput): EntityInput => {
  const out: EntityInput = {};
  for (const [key, value] of Object.entries(input)) {
    const f = entity.fields[key] ?? entity.fields[key.replace(/ContentType$/, '')];
    if (!f?.serverOwned) out[key] = value;
  }
  return out;
};
