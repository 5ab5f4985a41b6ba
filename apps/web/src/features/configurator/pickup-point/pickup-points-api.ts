import type { PickupPointKind, PickupPointRowSchema } from '@fotoobraz/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { nextPage, pageOf, type Page } from '../api/paged';

/** A point as `GET /api/pickup-points` answers it. */
export type PickupPointRow = z.output<typeof PickupPointRowSchema>;

/** What the order keeps of the chosen point, and the form shows of it. */
export type ChosenPickupPoint = Pick<
  PickupPointRow,
  'id' | 'name' | 'street' | 'city' | 'zip' | 'kind' | 'openingHours'
>;

export const chosenOf = (row: PickupPointRow): ChosenPickupPoint => ({
  id: row.id,
  name: row.name,
  street: row.street,
  city: row.city,
  zip: row.zip,
  kind: row.kind,
  openingHours: row.openingHours,
});

/** Points a page: a phone shows a few at once, 'Zobraziť ďalšie' brings more. */
export const PICKUP_POINT_PAGE_SIZE = 8;

export type PickupPointPage = Page<PickupPointRow>;

/** The search of points by town, street, postcode or name, of the allowed kinds, page by page. */
export const pickupPointsQuery = (q: string, kinds: readonly PickupPointKind[]) =>
  infiniteQueryOptions({
    queryKey: ['configurator', 'pickupPoints', q, [...kinds].sort().join(',')],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<PickupPointPage> => {
      const { data, headers } = await api.get<PickupPointRow[]>('api/pickup-points', {
        query: { q, kind: kinds.join(','), page: pageParam, size: PICKUP_POINT_PAGE_SIZE },
        signal,
      });
      return pageOf(data, pageParam, headers);
    },
    getNextPageParam: nextPage,
    staleTime: 5 * 60_000,
  });

export { addressLine } from '../../../lib/delivery/order-pickup-point';
