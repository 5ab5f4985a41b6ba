import { describe, expect, it } from 'vitest';
import { LegalPageEditSchema, LegalPageParamsSchema } from '../requests/legal-page.requests.ts';
import { fillLegalText, isLegalPageSlug } from './legal-pages.ts';

describe('legal pages', () => {
  it('fill in the shop’s data, show a missing one as …, and leave other braces alone', () => {
    expect(
      fillLegalText('{SHOP_NAME}, {SHOP_ADDRESS}, IČO {SHOP_ICO} {OTHER}', {
        SHOP_NAME: 'Fotoobraz s.r.o.',
        SHOP_ADDRESS: 'Hlavná 1, 811 01 Bratislava',
      }),
    ).toBe('Fotoobraz s.r.o., Hlavná 1, 811 01 Bratislava, IČO … {OTHER}');
  });

  it('are the three pages', () => {
    expect(isLegalPageSlug('reklamacny-poriadok')).toBe(true);
    expect(isLegalPageSlug('cennik')).toBe(false);
    expect(LegalPageParamsSchema.safeParse({ slug: 'cennik' }).error?.issues[0].message).toBe(
      'NotFound',
    );
  });

  it('are edited with a title and a text', () => {
    expect(LegalPageEditSchema.safeParse({ title: ' ', body: 'x' }).error?.issues[0]).toMatchObject(
      { path: ['title'], message: 'NotNull' },
    );
    expect(LegalPageEditSchema.parse({ title: ' Podmienky ', body: 'Text\n' })).toEqual({
      title: 'Podmienky',
      body: 'Text',
    });
  });
});
