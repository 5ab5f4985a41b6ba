import { useQuery } from '@tanstack/react-query';
import { productsQuery } from '../api/get-catalogue';

/**
 * The catalogue's withdrawal rule of a product kind (the owner's lawyer may override the default
 * per product); undefined, the default, until the catalogue has loaded. Of several products of
 * a kind the first by `poradie` counts, as the order's placement reads it.
 */
export const useWithdrawalRule = (productEnum: string | null | undefined): string | undefined => {
  const products = useQuery({ ...productsQuery(), enabled: Boolean(productEnum) });
  const offered = (products.data ?? [])
    .filter((p) => p.productEnum === productEnum)
    .sort((a, b) => Number(a.poradie ?? 0) - Number(b.poradie ?? 0))[0];
  return offered?.withdrawalRule ?? undefined;
};
