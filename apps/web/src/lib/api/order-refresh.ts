import { order } from '@fotoobraz/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Makes every screen that shows orders read them again after a write that changed one (or, with
 * no id, any): the back office's generic order screens (`['entity', 'orders', …]`) and the
 * order's own panels (`['orders', id, …]`: packet, documents, withdrawals). A status step may
 * queue a packet or issue a document, so a panel that is not the one written to changes too.
 */
export const refreshOrders = async (queryClient: QueryClient, id?: number): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['entity', order.apiPath] }),
    queryClient.invalidateQueries({ queryKey: id === undefined ? ['orders'] : ['orders', id] }),
  ]);
};
