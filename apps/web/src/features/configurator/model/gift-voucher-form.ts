import {
  addDays,
  GiftVoucherOrderSchema,
  shopDay,
  VOUCHER_SEND_AHEAD_DAYS,
  VOUCHER_VALUES,
  type GiftVoucherOrder,
} from '@fotoobraz/domain';
import { z } from 'zod';
import { GIFT_VOUCHER_WORDING } from '../../../lib/forms/field-messages';
import { schemaRules } from '../../../lib/forms/use-schema-form';

/** A value offered as a chip, or the customer's own ('Iná suma'). */
export const OTHER_VALUE = 'other';

/** The voucher page's form, as typed: every field a text but the choices. */
export interface GiftVoucherValues {
  amount: string;
  otherValue: string;
  recipientName: string;
  message: string;
  delivery: 'buyer' | 'recipient';
  sendTo: string;
  sendOn: string;
}

/** The form as the page opens: 50 €, to the buyer, to be sent today if sent to the recipient. */
export const giftVoucherDefaults = (today: string = shopDay()): GiftVoucherValues => ({
  amount: String(VOUCHER_VALUES[2]),
  otherValue: '',
  recipientName: '',
  message: '',
  delivery: 'buyer',
  sendTo: '',
  sendOn: today,
});

/** The days a voucher's mail may be sent on: today, and up to a year ahead. */
export const sendOnRange = (today: string = shopDay()) => ({
  min: today,
  max: addDays(today, VOUCHER_SEND_AHEAD_DAYS),
});

/**
 * The value chosen, in whole euros as typed ('25' or '25,00'), or null while none can be read.
 * @example chosenValueOf({ amount: 'other', otherValue: '25' }) // -> 25
 */
export const chosenValueOf = (values: Pick<GiftVoucherValues, 'amount' | 'otherValue'>) => {
  if (values.amount !== OTHER_VALUE) return Number(values.amount);
  const typed = values.otherValue.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(typed)) return null;
  return Number(typed);
};

/**
 * The voucher as `POST /api/orders` takes it (`giftVouchers`): a day to send on only with the
 * recipient's address, the message only when there is one.
 * @example voucherOrderOf({ ...giftVoucherDefaults('2026-12-07'), recipientName: 'Eva' }) // -> { value: 50, recipientName: 'Eva', message: null, sendTo: null, sendOn: null }
 */
export const voucherOrderOf = (values: GiftVoucherValues) => {
  const toRecipient = values.delivery === 'recipient';
  return {
    value: chosenValueOf(values) ?? undefined,
    recipientName: values.recipientName,
    message: values.message.trim() || null,
    sendTo: toRecipient ? values.sendTo.trim() : null,
    sendOn: toRecipient ? values.sendOn : null,
  };
};

/**
 * The page's rules: what it sends must pass the domain's GiftVoucherOrderSchema; beyond it, the
 * page asks for the recipient's e-mail and a day within a year when the mail goes to them.
 */
const GiftVoucherFormSchema = z
  .object({
    amount: z.string(),
    otherValue: z.string(),
    recipientName: z.string(),
    message: z.string(),
    delivery: z.enum(['buyer', 'recipient']),
    sendTo: z.string(),
    sendOn: z.string(),
  })
  .superRefine((values, ctx) => {
    const refused = new Set<string>();
    const refuse = (field: string, message: string) => {
      if (refused.has(field)) return;
      refused.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    for (const issue of GiftVoucherOrderSchema.safeParse(voucherOrderOf(values)).error?.issues ??
      []) {
      const field = issue.path[0] === 'value' ? 'otherValue' : String(issue.path[0]);
      refuse(field, issue.message);
    }
    if (values.delivery !== 'recipient') return;
    if (!values.sendTo.trim()) refuse('sendTo', 'NotNull');
    const { min, max } = sendOnRange();
    if (!values.sendOn) refuse('sendOn', 'NotNull');
    else if (values.sendOn < min || values.sendOn > max) refuse('sendOn', 'OutOfBounds');
  });

export const GIFT_VOUCHER_RULES = schemaRules<typeof GiftVoucherFormSchema, GiftVoucherValues>(
  GiftVoucherFormSchema,
  GIFT_VOUCHER_WORDING,
  GiftVoucherOrderSchema.shape,
);

/** The checked form as the order's voucher. */
export const giftVoucherOf = (values: GiftVoucherValues): GiftVoucherOrder =>
  GiftVoucherOrderSchema.parse(voucherOrderOf(values));
