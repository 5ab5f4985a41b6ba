import type { OrderStatus } from '../orders/order-status.ts';
import type { TaxDocumentKind } from './tax-document-kind.ts';

/**
 * The tax documents an order's step to `to` issues, given the kinds the order already has
 * (Slovak VAT act 222/2004, § 71 ff.):
 * - ZAPLATENA: a VAT payer's 'Faktúra – daňový doklad k prijatej platbe', or a non-payer's
 *   payment confirmation;
 * - ODOSLANA, or VYBAVENA straight from production (a pick-up): the final 'Faktúra';
 * - ZRUSENA after a tax document: the 'Opravná faktúra (dobropis)' of what is not yet credited
 *   (`uncreditedCents`: withdrawals may have credited part of the order before). A non-payer's
 *   payment confirmation is not a tax document, so cancelling after it alone issues none.
 * Each at most once per order; credit notes of withdrawals are issued apart from the steps.
 * @example taxDocumentsDue('ZAPLATENA', true, []) // -> ['ADVANCE_INVOICE']; taxDocumentsDue('ZRUSENA', true, ['ADVANCE_INVOICE']) -> ['CREDIT_NOTE']
 */
export const taxDocumentsDue = (
  to: OrderStatus,
  vatPayer: boolean,
  issued: readonly TaxDocumentKind[],
  uncreditedCents = issued.includes('CREDIT_NOTE') ? 0 : Infinity,
): TaxDocumentKind[] => {
  const has = (kind: TaxDocumentKind) => issued.includes(kind);
  switch (to) {
    case 'ZAPLATENA':
      if (has('ADVANCE_INVOICE') || has('PAYMENT_CONFIRMATION')) return [];
      return [vatPayer ? 'ADVANCE_INVOICE' : 'PAYMENT_CONFIRMATION'];
    case 'ODOSLANA':
    case 'VYBAVENA':
      return has('FINAL_INVOICE') ? [] : ['FINAL_INVOICE'];
    case 'ZRUSENA':
      return (has('ADVANCE_INVOICE') || has('FINAL_INVOICE')) && uncreditedCents > 0
        ? ['CREDIT_NOTE']
        : [];
    default:
      return [];
  }
};
