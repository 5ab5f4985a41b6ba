import { describe, expectTypeOf, it } from 'vitest';
import type { InputOf, ProductEnum, RelatedRow, RowOf } from './index.ts';
import type { craftedProduct, frame, frame2, glass, internalImage, order } from './index.ts';

// Checked by the type check (`tsc`), which fails when a row type drifts from the model.
describe('types read off the model', () => {
  it('gives a row its fields, required ones never null', () => {
    expectTypeOf<RowOf<typeof frame2>>().toEqualTypeOf<{
      id: number;
      name: string | null;
      enabled: boolean | null;
    }>();
    expectTypeOf<RowOf<typeof glass>['pricePerSqare']>().toEqualTypeOf<number>();
    expectTypeOf<RowOf<typeof glass>['onlyForProduct']>().toEqualTypeOf<ProductEnum | null>();
    expectTypeOf<RowOf<typeof order>['orderDate']>().toEqualTypeOf<string>();
  });

  it('sends blobs as base64 beside their content type, a required large one null in lists', () => {
    expectTypeOf<RowOf<typeof internalImage>['image']>().toEqualTypeOf<string | null>();
    expectTypeOf<RowOf<typeof frame>['textureContentType']>().toEqualTypeOf<string | null>();
  });

  it('nests a relation as the related row, whose fields but the id may be missing', () => {
    expectTypeOf<
      RowOf<typeof frame>['frameProfile']
    >().toEqualTypeOf<RelatedRow<'frameProfile'> | null>();
    expectTypeOf<RowOf<typeof craftedProduct>['user']>().toEqualTypeOf<{
      id: number;
      login?: string;
    } | null>();
    const profile = {} as Exclude<RowOf<typeof frame>['frameProfile'], null>;
    expectTypeOf(profile.id).toEqualTypeOf<number>();
    expectTypeOf(profile.thickness).toEqualTypeOf<number | null | undefined>();
  });

  it('asks a client for the required fields only', () => {
    expectTypeOf<{ name: string; pricePerSqare: number }>().toExtend<InputOf<typeof glass>>();
    expectTypeOf<{ name: string }>().not.toExtend<InputOf<typeof glass>>();
    expectTypeOf<{
      orderDate: string;
      status: string;
      craftedProduct: { id: number };
    }>().toExtend<InputOf<typeof order>>();
    expectTypeOf<{ craftedProduct: { id: number } }>().not.toExtend<InputOf<typeof order>>();
  });
});
