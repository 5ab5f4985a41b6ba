import type { AdminWithdrawalView } from '@fotoobraz/domain';

/** What a withdrawal holds before its goods are back: no receipt, credit note nor refund yet. */
export const NOT_RECEIVED = {
  receivedAt: null,
  receivedBy: null,
  creditNoteNumber: null,
  refundCents: null,
  postageRefundCents: null,
  refundIban: null,
} as const;

/** Jana's withdrawal 7 from one line of order 1234, reported and not yet received, as the owner sees it. */
export const adminWithdrawal = (over: Partial<AdminWithdrawalView>): AdminWithdrawalView => ({
  id: 7,
  orderId: 12,
  orderNumber: '1234',
  orderStatus: 'VYBAVENA',
  submittedAt: '2026-11-20T09:30:00Z',
  name: 'Jana Nováková',
  email: 'jana@example.sk',
  reason: 'Nehodí sa do interiéru',
  state: 'NAHLASENE',
  lines: [{ craftedProductId: 55, position: 2, title: 'Fotoobraz 60 × 40 cm', priceCents: 3690 }],
  ...NOT_RECEIVED,
  paidFromIban: null,
  refundIbanSource: null,
  noCreditNoteReason: null,
  ...over,
});
