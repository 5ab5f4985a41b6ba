import { describe, expect, it } from 'vitest';
import { AssignBankEntrySchema, IgnoreBankEntrySchema } from './bank-statement.requests.ts';

describe('bank entry requests', () => {
  it('assigns to an order id, sent as a number or a string, with an optional note', () => {
    expect(AssignBankEntrySchema.parse({ orderId: '7' })).toEqual({ orderId: 7 });
    expect(AssignBankEntrySchema.parse({ orderId: 7, note: ' doplatok ' })).toEqual({
      orderId: 7,
      note: 'doplatok',
    });
    expect(AssignBankEntrySchema.safeParse({}).success).toBe(false);
    expect(AssignBankEntrySchema.safeParse({ orderId: 0 }).success).toBe(false);
    expect(AssignBankEntrySchema.safeParse({ orderId: 7, note: 'x'.repeat(501) }).success).toBe(
      false,
    );
  });

  it('sets aside with an optional note, free of control characters', () => {
    expect(IgnoreBankEntrySchema.parse({})).toEqual({});
    expect(IgnoreBankEntrySchema.safeParse({ note: 'a\u0000b' }).success).toBe(false);
  });
});
