import { useQueryClient } from '@tanstack/react-query';
import { enqueueToast } from '../../../lib/toasts/toasts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeCopies,
  refreshBasket,
  removeFromBasket,
  type BasketItem,
} from '../../../lib/basket/basket-api';

/**
 * The basket page's changes of its lines: copies (repriced by the server) and removal. Each
 * answer reloads the basket, whose totals the server computes. Refusals are toasted by the API
 * client.
 */
export const useBasketChanges = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const run = useCallback(
    async (itemId: number, change: () => Promise<unknown>) => {
      setBusy((ids) => new Set(ids).add(itemId));
      try {
        await change();
      } catch {
        // Told by the API client's toast; the reload below shows the basket as it is.
      } finally {
        await refreshBasket(client);
        setBusy((ids) => {
          const next = new Set(ids);
          next.delete(itemId);
          return next;
        });
      }
    },
    [client],
  );

  const setCopies = useCallback(
    (item: BasketItem, copies: number) => run(item.id, () => changeCopies(item.id, copies)),
    [run],
  );
  const remove = useCallback(
    (item: BasketItem) =>
      run(item.id, async () => {
        await removeFromBasket(item.id);
        enqueueToast(t('basket.removed', { name: item.craftedProduct.text3 ?? '' }), {
          variant: 'success',
        });
      }),
    [run, t],
  );
  return { busy, setCopies, remove };
};
