/**
 * The shop's legal pages, by the address they have on the web and in the API. Each edit stores
 * a new version; an order records the version of the terms and conditions it was placed under.
 */
export const LEGAL_PAGES = [
  'obchodne-podmienky',
  'reklamacny-poriadok',
  'ochrana-osobnych-udajov',
] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

/** The page whose version an order records as accepted. */
export const TERMS_PAGE: LegalPageSlug = 'obchodne-podmienky';

export const isLegalPageSlug = (slug: string): slug is LegalPageSlug =>
  (LEGAL_PAGES as readonly string[]).includes(slug);

/**
 * The shop's data a page may quote, written `{SHOP_NAME}` in its text and filled in from the
 * `SHOP_*` global params when shown, so a changed address needs no new version.
 */
export const LEGAL_PAGE_PLACEHOLDERS = [
  'SHOP_NAME',
  'SHOP_ADDRESS',
  'SHOP_ICO',
  'SHOP_DIC',
  'SHOP_EMAIL',
  'SHOP_PHONE',
  'SHOP_REGISTER',
] as const;
export type LegalPagePlaceholder = (typeof LEGAL_PAGE_PLACEHOLDERS)[number];

/**
 * A page's text with the shop's data filled in; a placeholder without a value stays visible as
 * '…', so a missing setting shows rather than leaving a sentence without its subject.
 * @example fillLegalText('Predávajúci: {SHOP_NAME}', { SHOP_NAME: 'Fotoobraz s.r.o.' }) // -> 'Predávajúci: Fotoobraz s.r.o.'
 */
export const fillLegalText = (
  text: string,
  values: Partial<Record<LegalPagePlaceholder, string>>,
): string =>
  text.replace(/\{(SHOP_[A-Z]+)\}/g, (whole, name: string) =>
    (LEGAL_PAGE_PLACEHOLDERS as readonly string[]).includes(name)
      ? values[name as LegalPagePlaceholder] || '…'
      : whole,
  );
