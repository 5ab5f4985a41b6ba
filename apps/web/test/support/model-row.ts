import { contentTypeField, type EntityDef, type RowOf } from '@fotoobraz/domain';

/**
 * A row of `entity` as the server sends it: every field of the model (a blob with its content
 * type) null unless given in `values`.
 */
export const modelRow = <E extends EntityDef, const V extends Partial<RowOf<E>> & { id: number }>(
  entity: E,
  values: V,
): RowOf<E> & V => {
  const nulls: Record<string, null> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    nulls[name] = null;
    if (field.kind === 'blob') nulls[contentTypeField(name)] = null;
  }
  return { ...nulls, ...values } as RowOf<E> & V;
};
