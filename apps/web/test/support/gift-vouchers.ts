import type { GiftVoucherDetail, GiftVoucherRow } from '@fotoobraz/domain';

/** Jana's 50 € voucher 3 for Eva, bought with order 1234 and spent once, as the owner lists it. */
export const voucherRow = (over: Partial<GiftVoucherRow> = {}): GiftVoucherRow => ({
  id: 3,
  code: '••••-••••-••••-PQRS',
  value: 50,
  balance: 8,
  validUntil: '2029-12-07',
  state: 'PLATNA',
  stateLabel: 'Platná',
  treatment: 'JEDNOUCELOVA',
  treatmentLabel: 'Jednoúčelový poukaz (DPH pri predaji)',
  uses: 1,
  buyerEmail: 'jana@example.sk',
  recipientName: 'Eva',
  message: 'Všetko najlepšie!',
  sendTo: 'eva@example.sk',
  sendOn: null,
  sentAt: '2026-12-07T09:00:00Z',
  orderId: 12,
  orderNumber: '1234',
  reason: null,
  createdDate: '2026-12-07T08:30:00Z',
  ...over,
});

/** The same voucher with its one use: 42 € of order 1300. */
export const voucherDetail = (over: Partial<GiftVoucherDetail> = {}): GiftVoucherDetail => ({
  ...voucherRow(),
  entries: [
    {
      kind: 'SPEND',
      amount: 42,
      orderId: 40,
      orderNumber: '1300',
      date: '2026-12-20T10:00:00Z',
      note: null,
    },
  ],
  ...over,
});
