import type { WithdrawableOrder } from '@fotoobraz/domain';
import { WITHDRAWAL_WORDING } from '@fotoobraz/domain';
import type { Page } from 'playwright-core';

/**
 * A mixed order as `POST /api/withdrawals/lookup` answers it: an edition piece to withdraw, an
 * own photo's print that is exempt and a piece withdrawn already. The page's second step is
 * audited and shown with it whatever the database holds.
 */
export const MIXED_ORDER: WithdrawableOrder = {
  orderNumber: '2026000123',
  orderDate: '2026-11-20T10:15:00Z',
  buyerName: 'Jana Nováková',
  companyBuyer: false,
  period: { state: 'OPEN', receivedOn: '2026-11-23', lastDay: '2026-12-07' },
  lines: [
    {
      craftedProductId: 71,
      position: 1,
      title: 'Edícia Tatry – obraz na plátne 60 × 40 cm',
      copies: 1,
      priceCents: 8900,
      withdrawable: true,
      reason: 'EDITION',
      wording: WITHDRAWAL_WORDING.EDITION,
      withdrawnAt: null,
    },
    {
      craftedProductId: 72,
      position: 2,
      title: 'Fotografia s paspartou v ráme 50 × 40 cm',
      copies: 2,
      priceCents: 11135,
      withdrawable: false,
      reason: 'OWN_PHOTO',
      wording: WITHDRAWAL_WORDING.OWN_PHOTO,
      withdrawnAt: null,
    },
    {
      craftedProductId: 73,
      position: 3,
      title: 'Edícia Jazero – fotografia 30 × 20 cm',
      copies: 1,
      priceCents: 2490,
      withdrawable: true,
      reason: 'EDITION',
      wording: WITHDRAWAL_WORDING.EDITION,
      withdrawnAt: '2026-11-24T08:00:00Z',
    },
  ],
  giftVouchers: [],
};

/** Answers the page's lookup with `order`, as the server would for its number and e-mail. */
export const answerLookupWith = (page: Page, order: WithdrawableOrder = MIXED_ORDER) =>
  page.route('**/api/withdrawals/lookup', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(order) }),
  );
