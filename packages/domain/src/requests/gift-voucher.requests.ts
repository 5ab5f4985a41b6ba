import { z } from 'zod';
import { isWellFormedVoucherCode, normalizeVoucherCode } from '../gift-vouchers/voucher-code.ts';
import {
  MAX_VOUCHER_CODES,
  VOUCHER_MAX_EUR,
  VOUCHER_MESSAGE_MAX,
  VOUCHER_MIN_EUR,
  VOUCHER_NAME_MAX,
} from '../gift-vouchers/voucher-terms.ts';
import { typeError } from '../validation/constraints.ts';
import { CalendarDaySchema } from '../validation/dates.ts';
import { emailSchema } from '../validation/email.ts';
import { LineTextSchema, LongTextSchema } from '../validation/texts.ts';

/** A voucher's value: whole euros from 10 € to 500 € (`OutOfBounds`). */
export const VoucherValueSchema = z
  .number({ error: typeError })
  .int({ error: 'Pattern' })
  .min(VOUCHER_MIN_EUR, { error: 'OutOfBounds' })
  .max(VOUCHER_MAX_EUR, { error: 'OutOfBounds' });

const voucherShape = {
  value: VoucherValueSchema,
  recipientName: LineTextSchema.trim()
    .min(1, { error: 'NotNull' })
    .max(VOUCHER_NAME_MAX, { error: 'Size' }),
  message: LongTextSchema.trim().max(VOUCHER_MESSAGE_MAX, { error: 'Size' }).nullish(),
  /** The recipient's e-mail; absent: the voucher goes to the buyer. */
  sendTo: emailSchema().nullish(),
  /** The day its mail goes to `sendTo`; absent: as soon as it is issued. */
  sendOn: CalendarDaySchema.nullish(),
};

/** A day to send on needs someone to send to (`NotNull` on sendTo). */
const sendOnNeedsRecipient = (
  voucher: { sendTo?: string | null; sendOn?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (voucher.sendOn && !voucher.sendTo) {
    ctx.addIssue({ code: 'custom', path: ['sendTo'], message: 'NotNull' });
  }
};

/**
 * A gift voucher ordered with `POST /api/orders` (`giftVouchers`): its value, the recipient's
 * name and a message, and where its mail goes.
 * @example GiftVoucherOrderSchema.parse({ value: 50, recipientName: 'Eva' }).value // -> 50
 */
export const GiftVoucherOrderSchema = z
  .object(voucherShape, { error: 'NotNull' })
  .superRefine(sendOnNeedsRecipient);
export type GiftVoucherOrder = z.output<typeof GiftVoucherOrderSchema>;

/**
 * A voucher's code as a customer types it: any case, with or without hyphens; normalised, and
 * `Pattern` when it cannot be one the shop issued (its check character included).
 * @example VoucherCodeSchema.parse('abcd-efgh-jkmn-pqr9') // -> 'ABCDEFGHJKMNPQR9' (when its check character fits)
 */
export const VoucherCodeSchema = z
  .string({ error: typeError })
  .max(40, { error: 'Size' })
  .transform(normalizeVoucherCode)
  .refine(isWellFormedVoucherCode, { error: 'Pattern' });

/** Up to three codes on one order, none twice (`Duplicate` on the second). */
export const VoucherCodesSchema = z
  .array(VoucherCodeSchema, { error: typeError })
  .max(MAX_VOUCHER_CODES, { error: 'Size' })
  .superRefine((codes, ctx) => {
    codes.forEach((code, n) => {
      if (codes.indexOf(code) !== n) {
        ctx.addIssue({ code: 'custom', path: [n], message: 'Duplicate' });
      }
    });
  });

/**
 * The owner's voucher given by hand (`POST /api/gift-vouchers`), e.g. as an apology: as
 * ordered, with the reason it was given; it is a gift, so a discount when spent.
 */
export const GiftVoucherIssueSchema = z
  .object({
    ...voucherShape,
    reason: LongTextSchema.trim().min(1, { error: 'NotNull' }).max(500, { error: 'Size' }),
  })
  .superRefine(sendOnNeedsRecipient);
export type GiftVoucherIssue = z.output<typeof GiftVoucherIssueSchema>;

/** The owner blocks or unblocks a voucher, or moves its last valid day (`PATCH`). */
export const GiftVoucherChangeSchema = z
  .object({
    blocked: z.boolean({ error: typeError }).optional(),
    validUntil: CalendarDaySchema.optional(),
    note: LongTextSchema.trim().max(500, { error: 'Size' }).nullish(),
  })
  .refine((change) => change.blocked !== undefined || change.validUntil !== undefined, {
    error: 'NotNull',
    path: ['blocked'],
  });
export type GiftVoucherChange = z.output<typeof GiftVoucherChangeSchema>;

/** The owner withdraws a bought voucher at its buyer's request; the note says how it came. */
export const GiftVoucherWithdrawalSchema = z.object({
  note: LongTextSchema.trim().max(500, { error: 'Size' }).nullish(),
});
export type GiftVoucherWithdrawal = z.output<typeof GiftVoucherWithdrawalSchema>;
