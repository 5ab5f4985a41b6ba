/** Slovak names of entities and their fields, for toasts that speak about them. */
export interface Labels {
  entity(name: string): string | undefined;
  field(entityName: string, field: string): string | undefined;
}

/** When the model cannot be loaded: toasts then name entities and fields by their code names. */
export const NO_LABELS: Labels = { entity: () => undefined, field: () => undefined };

let loaded: Promise<Labels> | undefined;

/**
 * The labels come from the entity model of @fotoobraz/domain (one description per fact). It is
 * loaded on the first toast that needs it, which keeps the model and zod out of the initial
 * JavaScript of `/`. Never rejects: a failed load (server gone) gives NO_LABELS and is retried
 * on the next call.
 */
export const loadLabels = (): Promise<Labels> => {
  loaded ??= import('@fotoobraz/domain').then(({ entityNamed }) => ({
    entity: (name: string) => entityNamed(name)?.label,
    field: (entityName: string, field: string) => entityNamed(entityName)?.fields[field]?.label,
  }));
  return loaded.catch(() => {
    loaded = undefined;
    return NO_LABELS;
  });
};
