import type { PacketView } from '@fotoobraz/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { refreshOrders } from '../../../lib/api/order-refresh';

export type { PacketView };

/** While the worker is at it, the panel asks again shortly. */
const BUSY: readonly string[] = ['TO_CREATE', 'CREATING'];

export const orderPacketQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', id, 'packet'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ packet: PacketView | null }>(`api/orders/${id}/packet`, { signal })).data
        .packet,
    refetchInterval: (query) => (BUSY.includes(query.state.data?.state ?? '') ? 1500 : false),
  });

/** The orders whose hand-over is Packeta's: a point or a Z-BOX, or its courier. */
export const goesByPacketa = (row: Record<string, unknown>): boolean =>
  row.handoverMethod === 'VYDAJNE_MIESTO' || row.handoverMethod === 'KURIER';

/** The label(s) as PDF: one order's, or several orders' in one file. */
export const labelsPath = (orderIds: readonly number[], format: 'A6' | 'A4'): string =>
  orderIds.length === 1
    ? `api/orders/${orderIds[0]}/packet/label.pdf?format=${format}`
    : `api/packets/labels.pdf?orders=${orderIds.join(',')}&format=${format}`;

const useRefresh = (id: number) => {
  const queryClient = useQueryClient();
  return () => refreshOrders(queryClient, id);
};

/**
 * 'Vytvoriť zásielku' (or a new attempt after a refusal; `checked` after the owner found no
 * packet in Packeta's client section following a doubtful attempt).
 */
export const useCreatePacket = (id: number) => {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (checked: boolean) => api.post(`api/orders/${id}/packet`, { checked }),
    onSuccess: refresh,
  });
};

/** The packet the owner found in Packeta's client section. */
export const useRecordPacket = (id: number) => {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (found: { packetId: string; barcode: string }) =>
      api.put(`api/orders/${id}/packet`, found),
    onSuccess: refresh,
  });
};
