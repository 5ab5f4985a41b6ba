import type { Account } from '../../src/lib/auth/session';
import { ADMIN } from './accounts';
import { json, type Handler } from './fake-server';
import { renderApp } from './render-app';

/** Order 5 as the back office reads it: Jana's, invoiced, paid by its variable symbol 45. */
export const backOfficeOrder = (over: Record<string, unknown> = {}) => ({
  id: 5,
  orderDate: '2026-11-20T08:00:00Z',
  status: 'VYBAVENA',
  email: 'jana@example.sk',
  totalAmount: 14.74,
  postage: 6.9,
  invoiceNumber: '2026-000005',
  variableSymbol: '45',
  craftedProduct: null,
  ...over,
});

/**
 * /entity/order/5 showing `order`, with no history, documents, withdrawals nor packet unless
 * `routes` answer them otherwise.
 */
export const openBackOfficeOrder = (
  order: object,
  { account = ADMIN, routes = {} }: { account?: Account; routes?: Record<string, Handler> } = {},
) =>
  renderApp('/entity/order/5', {
    account,
    routes: {
      'GET /api/orders/5': () => json(order),
      'GET /api/orders/5/history': () => json([]),
      'GET /api/orders/5/documents': () => json([]),
      'GET /api/orders/5/withdrawals': () => json([]),
      ...routes,
    },
  });

/** Line `position` of an order (its id the same), one copy of `craftedProduct` unless `more` says. */
export const orderLine = (
  position: number,
  craftedProduct: object,
  price: number,
  more: Record<string, unknown> = {},
) => ({ id: position, position, craftedProduct, price, copies: 1, ...more });
