import { FIELD_ERROR_CODES } from '@fotoobraz/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessages } from './error-messages';
import { loadLabels, NO_LABELS } from './labels';

const t = i18next.t.bind(i18next);

const failure = (
  status: number,
  data?: unknown,
  headers: Record<string, string> = {},
  extra: { timedOut?: boolean } = {},
) =>
  new ApiError({
    status,
    url: '/api/frames?cacheBuster=1',
    headers: new Headers(headers),
    data,
    ...extra,
  });

/** The server's validation refusing fields, each given as `[objectName, field, code]`. */
const validationFailure = (...refused: [string, string, string][]) =>
  failure(400, {
    message: 'error.validation',
    fieldErrors: refused.map(([objectName, field, message]) => ({ objectName, field, message })),
  });

describe('errorMessages (customer spec §8)', () => {
  it('status 0: the server is not reachable', () => {
    expect(errorMessages(failure(0), t, NO_LABELS)).toEqual(['Server nie je dostupný']);
  });

  it('no answer within the timeout: says so instead of blaming the network', () => {
    expect(errorMessages(failure(0, undefined, {}, { timedOut: true }), t, NO_LABELS)).toEqual([
      'Server neodpovedal do 60 sekúnd. Skúste to, prosím, znova.',
    ]);
  });

  it('400 with an app-error header: its message with the Slovak entity name', async () => {
    const error = failure(
      400,
      { message: 'error.idexists' },
      { 'X-fotoobrazApp-error': 'error.idexists', 'X-fotoobrazApp-params': 'frame' },
    );
    expect(errorMessages(error, t, await loadLabels())).toEqual([
      'Nový záznam „Rám“ nemôže mať ID.',
    ]);
  });

  it('400 with field errors: one toast per field, translated field names', async () => {
    const error = validationFailure(['frame', 'name', 'NotNull'], ['frame', 'price', 'Pattern']);
    expect(errorMessages(error, t, await loadLabels())).toEqual([
      'Chyba v poli „Názov“: hodnota je povinná',
      'Chyba v poli „Cena za meter“: nesprávny formát',
    ]);
  });

  it('a configuration refused by the domain names the field, not a bare fragment', async () => {
    const error = validationFailure(
      ['craftedProduct', 'frame', 'NotPriced'],
      ['craftedProduct', 'internalImage', 'Conflict'],
      ['order', 'buyerIcDph', 'Mismatch'],
    );
    const messages = errorMessages(error, t, await loadLabels());
    expect(messages[0]).toMatch(/^Chyba v poli „.+“: voľba zatiaľ nemá cenu, vyberte inú$/);
    expect(messages[1]).toMatch(/^Chyba v poli „.+“: nemožno kombinovať s inou voľbou$/);
    expect(messages[2]).toBe('IČ DPH sa nezhoduje s DIČ: má byť SK a za ním DIČ.');
  });

  it('400 with the same field error on several lines: one toast', () => {
    const line = (n: number) => ({
      objectName: 'order',
      field: `items[${n}].craftedProduct`,
      message: 'OriginalMissing',
    });
    expect(errorMessages(failure(400, { fieldErrors: [line(0), line(1)] }), t, NO_LABELS)).toEqual([
      'Originál fotografie ešte nie je nahraný. Objednávku odošlete, keď sa nahrá.',
    ]);
  });

  // Every code the order and the basket refuse a piece with is a sentence of its own.
  it.each([
    [
      'basketItem',
      'craftedProduct',
      'Ordered',
      /^Tento produkt už je objednaný\. .*„Objednať znova“\.$/,
    ],
    ['order', 'items[2].craftedProduct', 'Ordered', /^Tento produkt už je objednaný\./],
    ['order', 'items[0].craftedProduct', 'NotOffered', /už nie je v ponuke\. V košíku ho upravte/],
    ['order', 'craftedProduct', 'Incomplete', /^Produkt ešte nie je hotový: chýba mu cena/],
    ['order', 'craftedProduct', 'NotFound', /^Produkt sa nenašiel\. Možno bol vytvorený/],
    ['order', 'items[1].craftedProduct', 'NotFound', /^Produkt sa nenašiel\. Možno bol vytvorený/],
    [
      'order',
      'items[1].craftedProduct',
      'Duplicate',
      /^Ten istý produkt je v objednávke viackrát\./,
    ],
    ['basketItem', 'craftedProduct', 'NotFound', /^Produkt sa nenašiel\. Možno bol vytvorený/],
    ['basketItem', 'craftedProduct', 'Size', /^Košík je plný/],
  ])('400 refusing a piece, %s %s %s: a Slovak sentence', async (objectName, field, code, text) => {
    const error = failure(400, { fieldErrors: [{ objectName, field, message: code }] });
    const [message] = errorMessages(error, t, await loadLabels());
    expect(message).toMatch(text);
    expect(message).not.toMatch(/Chyba v poli/);
  });

  it("400 with a code a field does not word itself: the code's common text", async () => {
    const error = failure(400, {
      fieldErrors: [{ objectName: 'order', field: 'termsVersion', message: 'NotFound' }],
    });
    expect(errorMessages(error, t, await loadLabels())).toEqual([
      expect.stringMatching(/^Chyba v poli „.+“: odkazovaný záznam neexistuje$/),
    ]);
  });

  it.each(['Min', 'Max', 'DecimalMin', 'DecimalMax', 'Size'])(
    '400 with a %s field error shows as Size',
    async (constraint) => {
      const error = failure(400, {
        fieldErrors: [{ objectName: 'frameInStock', field: 'ratio', message: constraint }],
      });
      expect(errorMessages(error, t, await loadLabels())).toEqual([
        'Chyba v poli „Pomer strán“: nesprávna dĺžka alebo veľkosť',
      ]);
    },
  );

  // A code without a text of its own would read as the bare 'Chyba v poli „…“'.
  it.each(FIELD_ERROR_CODES)(
    '400 with a %s field error: what is wrong, in Slovak',
    async (code) => {
      const error = failure(400, {
        fieldErrors: [{ objectName: 'photo', field: 'title', message: code }],
      });
      const [message] = errorMessages(error, t, await loadLabels());
      expect(message).not.toMatch(/^Chyba v poli „[^“]*“$/);
      expect(message).not.toContain(code);
    },
  );

  it('400 field error of an unknown constraint and object: still names the field', () => {
    const error = failure(400, {
      fieldErrors: [{ objectName: 'loginVM', field: 'username', message: 'Strange' }],
    });
    expect(errorMessages(error, t, NO_LABELS)).toEqual(['Chyba v poli „username“']);
  });

  it('400 with a message key: the translated message', () => {
    expect(errorMessages(failure(400, { message: 'error.http.400' }), t, NO_LABELS)).toEqual([
      'Neplatná požiadavka',
    ]);
  });

  it('400 with a plain-text message: shown as it is', () => {
    expect(errorMessages(failure(400, { message: "'abc' is not an id" }), t, NO_LABELS)).toEqual([
      "'abc' is not an id",
    ]);
  });

  it('404: not found, whatever the body says', () => {
    expect(errorMessages(failure(404, { message: 'error.http.404' }), t, NO_LABELS)).toEqual([
      'Nenájdené',
    ]);
    expect(errorMessages(failure(404), t, NO_LABELS)).toEqual(['Nenájdené']);
  });

  it('401: no toast (the sign-in explains an ended session)', () => {
    expect(errorMessages(failure(401, { message: 'error.http.401' }), t, NO_LABELS)).toEqual([]);
  });

  it('other statuses: the translated message', () => {
    expect(errorMessages(failure(403, { message: 'error.http.403' }), t, NO_LABELS)).toEqual([
      'Na túto akciu nemáte oprávnenie',
    ]);
    expect(errorMessages(failure(500, { message: 'error.http.500' }), t, NO_LABELS)).toEqual([
      'Chyba na strane servera',
    ]);
  });

  it('other statuses with a plain-text body: the text', () => {
    expect(errorMessages(failure(502, 'Bad gateway'), t, NO_LABELS)).toEqual(['Bad gateway']);
  });

  it("other statuses without anything to say: 'Unknown error!'", () => {
    expect(errorMessages(failure(503), t, NO_LABELS)).toEqual(['Neznáma chyba!']);
    expect(errorMessages(failure(502, '<html>proxy error</html>'), t, NO_LABELS)).toEqual([
      'Neznáma chyba!',
    ]);
  });
});
