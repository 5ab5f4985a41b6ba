import fastifyPlugin from 'fastify-plugin';
import type { Kernel } from '../../kernel/kernel.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { GiftVoucherRepository } from './repositories/gift-voucher.repository.ts';

export {
  GiftVoucherRepository,
  orderedVoucherView,
} from './repositories/gift-voucher.repository.ts';
export {
  checkSendDays,
  plannedSpends,
  recordSpends,
  type PlannedSpend,
} from './services/voucher-spending.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    giftVouchers: GiftVoucherRepository;
  }
}
provideRepositories({ giftVouchers: (database) => new GiftVoucherRepository(database) });

/**
 * Gift vouchers: bought with an order (the orders' placement writes them, and spends the codes
 * an order gives), issued with a code when that order is paid, mailed on their day, looked up
 * by their code, and the owner's list, blocks, extensions and vouchers given by hand.
 */
export const giftVouchersArea = fastifyPlugin<Kernel>(async () => {}, {
  name: 'gift-vouchers',
  dependencies: ['orders', 'documents'],
});
