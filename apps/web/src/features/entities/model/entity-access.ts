import { entityNamed, type EntityDef } from '@fotoobraz/domain';

export interface EntityPermissions {
  /** The screens may load the entity's rows (a plain user's 403 would end the session). */
  read: boolean;
  /** Create, edit and delete are offered. */
  write: boolean;
}

/**
 * What the back-office offers (DESIGN.md §3): administrators everything; a plain user reads what
 * the server lets them read (the enabled catalogue and their own data) and changes nothing here:
 * customers make and change their photos, products and orders in the wizard.
 */
export const permissionsFor = (entity: EntityDef, isAdmin: boolean): EntityPermissions => ({
  read: isAdmin || entity.access.read !== 'admin',
  write: isAdmin,
});

/** Whether a relation's target has a screen the user may open ('user' is the admin's). */
export const mayOpenTarget = (target: string, isAdmin: boolean): boolean => {
  if (target === 'user') return isAdmin;
  const entity = entityNamed(target);
  return entity !== undefined && permissionsFor(entity, isAdmin).read;
};
