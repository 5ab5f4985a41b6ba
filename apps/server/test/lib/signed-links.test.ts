import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignedLinks } from '../../src/lib/signed-links.ts';

const SECRET = 'the-server-secret-of-at-least-32-characters';
const NOW = new Date('2027-01-06T10:00:00.000Z');
const IN_A_MONTH = new Date('2027-02-05T10:00:00.000Z');

/** The token with one letter of its signature changed, always to another letter. */
const bent = (token: string, at: number): string => {
  const i = token.indexOf('.') + 1 + at;
  return token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
};

describe('SignedLinks', () => {
  const links = new SignedLinks(SECRET);
  const token = links.sign('card-payment', 7, IN_A_MONTH);

  it('signs the expiry, in epoch seconds, beside the signature', () => {
    expect(token).toMatch(/^1801821600\.[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['the same purpose and order, before the expiry', 'card-payment', 7, NOW, 'valid'],
    ['another order', 'card-payment', 8, NOW, 'invalid'],
    ['at its expiry', 'card-payment', 7, IN_A_MONTH, 'expired'],
    ['a second after it', 'card-payment', 7, new Date(IN_A_MONTH.getTime() + 1000), 'expired'],
  ] as const)('%s: %s', (_case, purpose, orderId, now, verdict) => {
    expect(links.verify(purpose, orderId, token, now)).toBe(verdict);
  });

  it('refuses another purpose: a link signed for something else never pays', () => {
    const other = links.sign('withdrawal' as 'card-payment', 7, IN_A_MONTH);
    expect(links.verify('card-payment', 7, other, NOW)).toBe('invalid');
  });

  it.each([
    ['the first letter of the signature changed', bent(token, 0)],
    ['the last letter of the signature changed', bent(token, 42)],
    ['a later expiry', token.replace(/^\d+/, (s) => String(Number(s) + 86_400))],
    ['no expiry', token.slice(token.indexOf('.'))],
    ['a signature cut short', token.slice(0, -1)],
    ['nothing', ''],
    ['something else', 'not-a-token'],
  ])('refuses a token with %s', (_case, tampered) => {
    expect(links.verify('card-payment', 7, tampered, NOW)).toBe('invalid');
  });

  it("refuses a token signed under another server's secret", () => {
    const foreign = new SignedLinks('another-secret-of-at-least-32-characters!').sign(
      'card-payment',
      7,
      IN_A_MONTH,
    );
    expect(links.verify('card-payment', 7, foreign, NOW)).toBe('invalid');
  });

  it('never signs with the secret itself: a plain HMAC under it is refused', () => {
    const expires = token.split('.')[0];
    const plain = createHmac('sha256', SECRET)
      .update(`card-payment\n7\n${expires}`)
      .digest('base64url');
    expect(links.verify('card-payment', 7, `${expires}.${plain}`, NOW)).toBe('invalid');
  });
});
