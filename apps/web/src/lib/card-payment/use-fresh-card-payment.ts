import { useState } from 'react';
import { freshCheckoutUrl } from './card-payment-api';

/**
 * Leaves for a fresh payment page of an unpaid card order ('Skúsiť znova', 'Zaplatiť kartou'),
 * as its owner, or as the holder of a mail's link `token`; null while the order is not known.
 * `leaving` while the shop opens it; `failed` when it could not, and the customer stays.
 */
export const useFreshCardPayment = (orderId: number | null, token?: string) => {
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const leave = async () => {
    if (orderId === null) return;
    setLeaving(true);
    setFailed(false);
    try {
      window.location.assign(await freshCheckoutUrl(orderId, token));
    } catch {
      setFailed(true);
      setLeaving(false);
    }
  };
  return { leaving, failed, leave };
};
