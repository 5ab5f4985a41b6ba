import {
  DEFAULT_PICKUP_POINT_PAGE,
  PickupPointQuerySchema,
  PickupPointRowSchema,
} from '@fotoobraz/domain';
import { z } from 'zod';
import { paginationLink } from '../../../lib/pagination.ts';
import { LIMITS, type AbuseLimits } from '../../../services/abuse-limits.ts';
import type { PickupPointSearch } from '../services/pickup-point-search.ts';
import { limitedPerAddress } from '../../../routes/limited-route.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const tags = [API_TAGS.pickupPoints];

/**
 * Packeta's pick-up points for the order form: anyone may search them (no sign-in), paged as
 * the API's other lists are (a JSON array, X-Total-Count and Link), limited per client address.
 */
export const registerPickupPointRoutes = (
  app: ShopApi,
  points: PickupPointSearch,
  limits: AbuseLimits,
): void => {
  app.get(
    '/api/pickup-points',
    {
      schema: {
        tags,
        summary:
          'Packeta pick-up points and Z-BOXes by town, street, postcode or name (X-Total-Count, Link)',
        description:
          "`q`: words that each must occur (diacritics and case ignored; '81101' and '811 01' alike). " +
          '`kind`: POINT and/or ZBOX, repeated or comma separated. `page` from 0, `size` 1–50.',
        querystring: PickupPointQuerySchema,
        response: { 200: z.array(PickupPointRowSchema) },
      },
      config: { objectName: 'pickupPoint' },
      ...limitedPerAddress(limits, LIMITS.pickupPointSearchesPerAddress),
    },
    async (request, reply) => {
      const { q = '', kind } = request.query;
      const page = Number(request.query.page ?? 0);
      const size = Number(request.query.size ?? DEFAULT_PICKUP_POINT_PAGE);
      const { rows, total } = await points.search(q, page, size, kind);
      reply.header('X-Total-Count', String(total));
      reply.header('Link', paginationLink(request.url, page, size, total));
      reply.header('Cache-Control', 'no-cache');
      return rows;
    },
  );
};
