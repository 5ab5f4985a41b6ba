import {
  entityNamed,
  relationEntries,
  type EntityDef,
  type FieldError,
  type RowOf,
} from '@fotoobraz/domain';
import { isAdmin, type Caller } from '../lib/caller.ts';
import { validationProblem } from '../lib/problem.ts';
import type { EntityRepository } from '../repositories/entity.repository.ts';
import type { UserRepository } from '../repositories/user.repository.ts';
import { readScope } from './access-policy.ts';

type Row = RowOf<EntityDef>;

const isId = (v: unknown): v is number => typeof v === 'number';

/**
 * The rows an entity's relations name, as the caller may see them: checked when a write names
 * them, nested into the answer when a row is read.
 */
export class EntityRelations {
  constructor(
    private readonly entities: EntityRepository,
    private readonly users: UserRepository,
  ) {}

  /** Refuses (400) relations naming rows that do not exist, or that the caller may not see. */
  async check(entity: EntityDef, caller: Caller, values: Record<string, unknown>): Promise<void> {
    const errors: FieldError[] = [];
    for (const [name, rel] of relationEntries(entity)) {
      const ref = values[name] as { id: number } | null | undefined;
      if (!ref) continue;
      const target = entityNamed(rel.target);
      const found = target
        ? (target.access.read !== 'admin' || isAdmin(caller)) &&
          (await this.entities.findManyByIds(target, [ref.id], readScope(target, caller))).length >
            0
        : (isAdmin(caller) || caller.user?.id === ref.id) &&
          (await this.users.loginsOf([ref.id])).length > 0;
      if (!found) errors.push({ objectName: entity.name, field: name, message: 'NotFound' });
    }
    if (errors.length) throw validationProblem(errors);
  }

  /**
   * Replaces each relation's `{id}` by the referenced row (its plain fields, no images), where
   * the caller may read it; otherwise the `{id}` stays. Rows in `known` are not read again.
   */
  async nest(
    entity: EntityDef,
    caller: Caller,
    rows: Row[],
    known: Readonly<Record<string, Row>> = {},
  ): Promise<Row[]> {
    for (const [name, rel] of relationEntries(entity)) {
      const ids = [
        ...new Set(rows.map((r) => (r[name] as { id: number } | null)?.id).filter(isId)),
      ];
      if (ids.length === 0) continue;
      const target = entityNamed(rel.target);
      let related: Row[];
      if (ids.length === 1 && known[name]?.id === ids[0]) {
        // A copy: redacting the answer must not change the caller's row.
        related = [{ ...known[name] }];
      } else if (target) {
        related =
          target.access.read === 'admin' && !isAdmin(caller)
            ? []
            : await this.entities.findManyByIds(target, ids, readScope(target, caller));
      } else {
        const visible = isAdmin(caller) ? ids : ids.filter((id) => id === caller.user?.id);
        related = await this.users.loginsOf(visible);
      }
      const byId = new Map(related.map((r) => [r.id, r]));
      for (const row of rows) {
        const ref = row[name] as { id: number } | null;
        if (ref) row[name] = byId.get(ref.id) ?? ref;
      }
    }
    return rows;
  }
}
