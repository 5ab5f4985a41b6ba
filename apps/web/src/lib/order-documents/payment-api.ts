import type { PaymentAnswer } from '@fotoobraz/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/api-client';

/** Bank transfer details of an order's pro-forma invoice, with the PAY by square QR. */
export type Payment = PaymentAnswer;

/** `GET /api/orders/{id}/payment`: what the pro-forma asks to pay, which does not change. */
export const paymentQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', orderId, 'payment'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<Payment>(`api/orders/${orderId}/payment`, { signal })).data,
    staleTime: Infinity,
  });
