import { order as orderEntity, type RowOf } from '@fotoobraz/domain';
import type { Caller } from '../lib/caller.ts';
import { notFound } from '../lib/problem.ts';
import type { EntityRepository } from '../repositories/entity.repository.ts';
import { readScope } from './access-policy.ts';

/**
 * The order `orderId` (without its images) when `caller` may read it: an admin any, a customer
 * their own. Any other is not found (404), so nobody learns which orders exist.
 */
export const readableOrder = async (
  entities: EntityRepository,
  caller: Caller,
  orderId: number,
): Promise<RowOf<typeof orderEntity>> => {
  const order = await entities.findById(orderEntity, orderId, readScope(orderEntity, caller), {
    large: false,
    small: false,
  });
  if (!order) throw notFound();
  return order;
};
