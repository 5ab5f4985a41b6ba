import { contentTypeField, type EntityDef, type FieldDef } from '@fotoobraz/domain';

/** A 1×1 PNG: the smallest real image for blob fields. */
export const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Values for texts of a set form: a ratio, a size, an IČO, a DIČ, an IČ DPH. */
const PATTERNED_SAMPLES = ['3:2', '30x20', '35763469', '2020317068', 'SK2020317068'];

const sampleValue = (name: string, f: FieldDef): unknown => {
  switch (f.kind) {
    case 'string':
      if (f.pattern) return PATTERNED_SAMPLES.find((sample) => f.pattern!.test(sample));
      if (f.decimalText) return '18.50';
      return `${name} test`.slice(0, f.maxLength);
    case 'text':
      return `${name} text`;
    case 'integer':
    case 'long':
      return Math.max(1, f.min ?? 1);
    case 'decimal':
      return 12.5;
    case 'boolean':
      return true;
    case 'instant':
      return '2026-11-22T10:00:00.000Z';
    case 'enum':
      return f.values[0];
    case 'blob':
      return PIXEL_PNG;
    case 'relation':
      return undefined;
  }
};

/**
 * A valid body for creating a row of `entity`, derived from the model: every plain field gets a
 * value of its kind (enabled rows, so that customers may read them); relations stay empty.
 */
export const sampleInput = (entity: EntityDef, overrides: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(entity.fields)) {
    const v = sampleValue(name, f);
    if (v === undefined) continue;
    body[name] = v;
    if (f.kind === 'blob') body[contentTypeField(name)] = 'image/png';
  }
  return { ...body, ...overrides };
};
