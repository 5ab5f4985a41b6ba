import { useState } from 'react';
import { freshCheckoutUrl } from './card-payment-api';

/**
 * Leaves for a fresh payment page of an unpaid card order ('Skúsiť znova', 'Zaplatiť kartou').
 * `leaving` while the shop opens it; `failed` when it could not, and the customer stays.
 */
export const useFreshCardPayment = (orderId: number) => {
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const leave = async () => {
    setLeaving(true);
    setFailed(false);
    try {
      window.location.assign(await freshCheckoutUrl(orderId));
    } catch {
      setFailed(true);
      setLeaving(false);
    }
  };
  return { leaving, failed, leave };
};
