import type { DeliveryOption, PieceParcel } from '@fotoobraz/domain';
import { useMemo } from 'react';
import { useDeliverySettings } from '../api/get-shop';
import { deliveryChoicesOf } from './delivery-choices';

/**
 * The ways the order's pieces can go and their postage, as the form offers them; undefined
 * while the shop's rates load (the form then offers every way, as it did before).
 */
export const useDeliveryOptions = (
  pieces: readonly (PieceParcel | null | undefined)[],
): DeliveryOption[] | undefined => {
  const settings = useDeliverySettings();
  // The pieces' parcels are new objects at every answer: their content decides.
  const key = JSON.stringify(pieces);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `pieces`
  return useMemo(() => deliveryChoicesOf(pieces, settings), [key, settings]);
};
