import { hasEnabledFlag, type EntityDef } from '@fotoobraz/domain';
import type { RowScope } from '../repositories/entity.repository.ts';
import { isAdmin, type Caller } from '../lib/caller.ts';

/** The rows `caller` may read (DESIGN.md §3). */
export const readScope = (entity: EntityDef, caller: Caller): RowScope => {
  if (isAdmin(caller)) return { kind: 'all' };
  const rules = entity.access;
  switch (rules.read) {
    case 'admin':
      return { kind: 'none' };
    case 'enabled':
      return hasEnabledFlag(entity) ? { kind: 'enabled' } : { kind: 'all' };
    case 'publicPrefixes':
      return { kind: 'prefixes', field: 'name', prefixes: rules.publicPrefixes ?? [] };
    case 'own':
      if (rules.ownership === 'user') {
        return caller.user ? { kind: 'user', userId: caller.user.id } : { kind: 'none' };
      }
      if (caller.user) return { kind: 'visitor', usrid: caller.user.id };
      return caller.sid ? { kind: 'visitor', sid: caller.sid } : { kind: 'none' };
  }
};

export const mayCreate = (entity: EntityDef, caller: Caller): boolean =>
  isAdmin(caller) || entity.access.create === 'anyone';

/** Whether `caller` may change rows it can read (owners only, where the rules allow). */
export const mayUpdate = (entity: EntityDef, caller: Caller): boolean =>
  isAdmin(caller) || entity.access.update === 'owner';

export const mayDelete = (_entity: EntityDef, caller: Caller): boolean => isAdmin(caller);
