import { z } from 'zod';
import { HANDOVER_METHOD } from '../entities/order.entity.ts';
import { isOrderStatus, type OrderStatus } from '../orders/order-status.ts';
import { typeError } from '../validation/constraints.ts';
import { CalendarDaySchema } from '../validation/dates.ts';
import { emailSchema } from '../validation/email.ts';
import { IdSchema } from '../validation/ids.ts';
import { LineTextSchema, LongTextSchema } from '../validation/texts.ts';

const line = (max: number) => LineTextSchema.trim().max(max, { error: 'Size' }).nullish();

/** The delivery address a courier needs; personal pick-up needs none. */
const COURIER_ADDRESS = [
  'deliveryName',
  'deliveryStreet',
  'deliveryCity',
  'deliveryPostcode',
] as const;

const reachShape = {
  email: emailSchema(),
  phone: line(50),
  userNote: LongTextSchema.max(2000, { error: 'Size' }).nullish(),
};

const handoverShape = {
  handoverMethod: z.enum(HANDOVER_METHOD, { error: typeError }).nullish(),
  deliveryName: line(100),
  deliveryStreet: line(200),
  deliveryCity: line(100),
  deliveryPostcode: line(20),
  deliveryCountry: line(100),
};

const courierNeedsAddress = (
  order: { handoverMethod?: string | null } & Partial<Record<string, unknown>>,
  ctx: z.RefinementCtx,
) => {
  if (order.handoverMethod !== 'KURIER') return;
  for (const field of COURIER_ADDRESS) {
    if (!order[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'NotNull' });
  }
};

/**
 * How the customer is reached and gets the piece: e-mail, phone, note, and the hand-over with
 * the address a courier needs (`NotNull` on each missing part of it).
 * @example OrderContactSchema.safeParse({ email: 'jana@example.sk', handoverMethod: 'KURIER' }).error?.issues.length // -> 4
 */
export const OrderContactSchema = z
  .object({ ...reachShape, ...handoverShape })
  .superRefine(courierNeedsAddress);
export type OrderContact = z.output<typeof OrderContactSchema>;

/**
 * An order placed from the wizard (`POST /api/orders`): the contact and the customer's crafted
 * product. Prices, status and owner are the server's.
 * @example PlaceOrderSchema.safeParse({ email: 'jana@example.sk', craftedProduct: { id: '7' } }).data?.craftedProduct // -> { id: 7 }
 */
export const PlaceOrderSchema = z
  .object({
    ...reachShape,
    craftedProduct: z.object({ id: IdSchema }, { error: 'NotNull' }),
    ...handoverShape,
  })
  .superRefine(courierNeedsAddress);
export type PlaceOrderRequest = z.output<typeof PlaceOrderSchema>;

/**
 * An administrator's step along the order workflow (`POST /api/orders/{id}/status`); whether the
 * step is allowed from the current status is the workflow's business.
 * @example OrderStatusChangeSchema.parse({ status: 'ZAPLATENA' }).status // -> 'ZAPLATENA'
 */
export const OrderStatusChangeSchema = z.object({
  status: LineTextSchema.refine(isOrderStatus, { error: 'Pattern' }).transform(
    (s) => s as OrderStatus,
  ),
  note: LongTextSchema.max(2000, { error: 'Size' }).nullish(),
  /** The day the payment arrived, for a step to ZAPLATENA; today (Bratislava) when absent. */
  paidOn: CalendarDaySchema.nullish(),
});
export type OrderStatusChange = z.output<typeof OrderStatusChangeSchema>;
