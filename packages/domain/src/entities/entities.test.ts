import { describe, expect, it } from 'vitest';
import { entityInputSchema, fieldErrorsOf } from './entity-schema.ts';
import type { EnumField } from './fields.ts';
import {
  columnOf,
  enumValueLabel,
  ENTITIES,
  entityNamed,
  frame,
  isCatalogue,
  order,
  productConfig,
  relationEntries,
} from './index.ts';

describe('the entity model', () => {
  it('has the 18 entities of the back-office spec, each with unique path, route and table', () => {
    expect(ENTITIES).toHaveLength(18);
    for (const key of ['name', 'apiPath', 'route', 'table'] as const) {
      expect(new Set(ENTITIES.map((e) => e[key])).size, key).toBe(18);
    }
  });

  it.each(ENTITIES.map((e) => [e.name, e] as const))(
    '%s: relations point at entities, display fields exist',
    (_n, entity) => {
      expect(entity.display === 'id' || entity.fields[entity.display], 'display').toBeTruthy();
      for (const [name, rel] of relationEntries(entity)) {
        const target = entityNamed(rel.target);
        if (rel.target === 'user') expect(rel.display).toBe('login');
        else {
          expect(target, `${entity.name}.${name} -> ${rel.target}`).toBeDefined();
          expect(
            rel.display === 'id' || target!.fields[rel.display],
            `${name} display`,
          ).toBeTruthy();
        }
      }
    },
  );

  it.each(ENTITIES.map((e) => [e.name, e] as const))(
    '%s: visitor-owned rows carry usrid and sid',
    (_n, entity) => {
      if (entity.access.ownership === 'visitor') {
        expect(entity.fields.usrid?.serverOwned).toBe(true);
        expect(entity.fields.sid?.adminOnly).toBe(true);
      }
      if (entity.access.ownership === 'user') expect(entity.fields.user?.kind).toBe('relation');
    },
  );

  it('tells the catalogue from customer data', () => {
    expect(
      ENTITIES.filter(isCatalogue)
        .map((e) => e.name)
        .sort(),
    ).toEqual([
      'frame',
      'frame2',
      'frameInStock',
      'frameProfile',
      'frameProfileType',
      'glass',
      'globalParam',
      'internalImage',
      'manufacturer',
      'pasparta',
      'printMedia',
      'product',
      'productConfig',
    ]);
  });

  it.each(ENTITIES.filter(isCatalogue).map((e) => [e.name, e] as const))(
    '%s: a catalogue row nests only catalogue rows, so one access class sees one list',
    (_n, entity) => {
      for (const [, rel] of relationEntries(entity)) {
        const target = entityNamed(rel.target);
        expect(target && isCatalogue(target), rel.target).toBe(true);
      }
    },
  );

  it.each([
    ['frameColorCatEnum2', 'frame_color_cat_enum_2'],
    ['bigPictureURL', 'big_picture_url'],
    ['text1', 'text_1'],
    ['pricePerSqare', 'price_per_sqare'],
  ])('names the column of %s %s', (field, column) => {
    expect(columnOf(field)).toBe(column);
  });
});

describe('entityInputSchema', () => {
  const errors = (result: ReturnType<ReturnType<typeof entityInputSchema>['safeParse']>) =>
    result.success ? [] : fieldErrorsOf('x', result.error).map((e) => `${e.field}:${e.message}`);

  it.each([
    [{ ratio: '16:9', totalSizeCm: '160x90' }, []],
    [{ ratio: '16:9', totalSizeCm: '160x90', photoSizeCm: '140x70' }, []],
    [{ totalSizeCm: '160x90' }, ['ratio:NotNull']],
    [{ ratio: '16/9', totalSizeCm: '160x90' }, ['ratio:Pattern']],
    [{ ratio: '16:9', totalSizeCm: '160×90' }, ['totalSizeCm:Pattern']],
    [{ ratio: '1234567:890', totalSizeCm: '160x90' }, ['ratio:Size']],
    [
      { ratio: '16:9', totalSizeCm: '160x90', mirrorAddonSquare: '0,04' },
      ['mirrorAddonSquare:TypeMismatch'],
    ],
    [{ ratio: '16:9', totalSizeCm: '160x90', mirrorAddonSquare: '0.04' }, []],
  ])('product-config %j -> %j', (input, expected) => {
    expect(errors(entityInputSchema(productConfig, 'create').safeParse(input))).toEqual(expected);
  });

  it('normalises a frame price written with a comma', () => {
    const r = entityInputSchema(frame, 'create').safeParse({ name: 'Dub', price: ' 18,50 ' });
    expect(r.success && r.data.price).toBe('18.50');
  });

  it('turns a datetime-local value into an ISO instant and ids into numbers', () => {
    const r = entityInputSchema(order, 'create').safeParse({
      orderDate: '2026-11-22T10:30',
      status: 'POTVRDENA',
      craftedProduct: { id: '12' },
    });
    expect(r.success).toBe(true);
    expect(r.success && r.data.orderDate).toBe(new Date('2026-11-22T10:30').toISOString());
    expect(r.success && r.data.craftedProduct).toEqual({ id: 12 });
  });

  it('requires a required image on create but lets an update keep the stored one', () => {
    const internal = entityNamed('internalImage')!;
    expect(errors(entityInputSchema(internal, 'create').safeParse({}))).toEqual(['image:NotNull']);
    expect(errors(entityInputSchema(internal, 'update').safeParse({}))).toEqual([]);
    expect(errors(entityInputSchema(internal, 'update').safeParse({ image: null }))).toEqual([
      'image:NotNull',
    ]);
  });
});

describe('enum values are shown by their Slovak names', () => {
  const enumFields = ENTITIES.flatMap((entity) =>
    Object.entries(entity.fields)
      .filter(([, f]) => f.kind === 'enum')
      .map(([name, f]) => [`${entity.name}.${name}`, f as EnumField] as const),
  );
  it.each(enumFields)('%s', (_name, field) => {
    // The editions' values are their names already.
    const codes = field.values.filter((v) => /^[A-Z_]+$/.test(v));
    for (const code of codes) expect(enumValueLabel(field, code), code).not.toBe(code);
  });
});
