import {
  defaultProduct,
  glassSlotOf,
  isPhotoOnly,
  mediaTypeOf,
  offeredOptions,
  offeredProducts,
  resolveChoices,
  type ChoiceOptions,
  type ResolvedChoices,
} from '@fotoobraz/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import {
  priceDifferencesQuery,
  withCachedDifferences,
  type Alternatives,
} from '../api/crafted-products';
import {
  glassesQuery,
  globalParamsQuery,
  paspartasQuery,
  printMediasQuery,
  productConfigsQuery,
  productsQuery,
} from '../api/get-catalogue';
import type { AlternativeRelation, Glass, Pasparta, PrintMedia, ProductConfig } from '../api/types';
import { craftedProductRequest, paramsOf, printedPixels } from '../model/configuration';
import { expectedPriceCents } from '../model/expected-price';
import type { Choices } from '../model/wizard-state';
import type { CraftedProductStore } from './use-crafted-product';
import { useSizeAfterCrop } from './use-size-after-crop';
import { useWizard } from './use-wizard';

export type ConfigurationOptions = ChoiceOptions<ProductConfig, PrintMedia, Glass, Pasparta>;

const NO_OPTIONS: ConfigurationOptions = {
  productConfig: [],
  printMedia: [],
  glass: [],
  pasparta: [],
};

/**
 * The state of step 2 and everything derived from it: the products and options on offer, the
 * choices resolved by the domain's rules (the customer's picks, else the WEB_DEFAULT_* params),
 * the request they make, the price differences of the alternatives and the expected price. Every
 * change of a complete configuration saves the crafted product.
 */
export const useConfiguration = (
  store: CraftedProductStore,
  onExpectedPrice: (cents: number | null) => void,
) => {
  const queryClient = useQueryClient();
  const { state, dispatch, picture } = useWizard();
  const params = useQuery(globalParamsQuery());
  const products = useQuery(productsQuery());
  const paramMap = useMemo(() => paramsOf(params.data), [params.data]);
  const offered = useMemo(
    () => offeredProducts(products.data ?? [], state.photoOnly),
    [products.data, state.photoOnly],
  );
  const { choices } = state;
  const product =
    offered.find((p) => p.productEnum === choices.productEnum) ??
    (params.data ? defaultProduct(offered, paramMap) : undefined);
  const pixels = useMemo(
    () => (picture ? printedPixels(picture, state.crop) : { width: 1, height: 1 }),
    [picture, state.crop],
  );

  const photoOnlyKind = product ? isPhotoOnly(product.productEnum) : false;
  const mediaType = product ? mediaTypeOf(product) : null;
  const glassSlot = product ? glassSlotOf(product) : null;
  const configs = useQuery({
    ...productConfigsQuery(product?.productEnum ?? 'PHOTOCANVAS', picture?.configRatio ?? ''),
    enabled: !!product && !!picture && !photoOnlyKind,
  });
  const medias = useQuery({ ...printMediasQuery(mediaType ?? 'PAPIER'), enabled: !!mediaType });
  const glasses = useQuery({ ...glassesQuery(), enabled: glassSlot !== null });
  const paspartas = useQuery({ ...paspartasQuery(), enabled: !!product?.askForPasparta });

  const options = useMemo(
    () =>
      product
        ? offeredOptions(product, {
            productConfig: configs.data,
            printMedia: medias.data,
            glass: glasses.data,
            pasparta: paspartas.data,
          })
        : NO_OPTIONS,
    [product, configs.data, medias.data, glasses.data, paspartas.data],
  );

  useSizeAfterCrop(options.productConfig, configs.isSuccess, pixels);

  const resolved = useMemo(
    (): ResolvedChoices | null =>
      product
        ? resolveChoices({
            product,
            options,
            chosen: {
              productConfig: choices.productConfigId,
              printMedia: choices.printMediaId,
              glass: choices.glassId,
              pasparta: choices.paspartaId,
              frame: choices.frameId,
              photoOnlySize:
                choices.photoOnlyWidth !== null && choices.photoOnlyHeight !== null
                  ? { widthCm: choices.photoOnlyWidth, heightCm: choices.photoOnlyHeight }
                  : null,
            },
            params: paramMap,
            pixels,
          })
        : null,
    [product, options, choices, paramMap, pixels],
  );

  const express = Boolean(choices.express);
  const request = useMemo(
    () =>
      picture && product && resolved
        ? craftedProductRequest(picture, state.crop, product, resolved, choices.copies, express)
        : null,
    [picture, state.crop, product, resolved, choices.copies, express],
  );
  const key = request ? JSON.stringify(request) : null;
  const { save } = store;
  useEffect(() => {
    if (key !== null && key !== state.savedKey) save(JSON.parse(key), key);
  }, [key, state.savedKey, save]);

  const alternatives = useMemo((): Alternatives => {
    const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);
    return {
      ...(!photoOnlyKind && { productConfig: ids(options.productConfig) }),
      ...(mediaType && { printMedia: ids(options.printMedia) }),
      ...(glassSlot && { glass: ids(options.glass) }),
      ...(product?.askForPasparta && { pasparta: ids(options.pasparta) }),
    };
  }, [photoOnlyKind, mediaType, glassSlot, product, options]);
  const differences = useQuery({
    ...priceDifferencesQuery(request!, alternatives),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  // A change shows its price at once: the last answer's price plus the chosen option's difference
  // (the figure the option showed); the save then confirms it with the breakdown and preview.
  const expectedCents =
    key !== null && key !== state.savedKey
      ? expectedPriceCents(withCachedDifferences(queryClient, differences.data), request)
      : null;
  useEffect(() => {
    onExpectedPrice(expectedCents);
    // Leaving the step leaves no expectation behind: the saved price holds.
    return () => onExpectedPrice(null);
  }, [onExpectedPrice, expectedCents]);

  // Stable functions: the option groups are memoised and render again only when theirs change.
  const priced = differences.data;
  const pricing = differences.isFetching || !priced;
  const differenceOf = useCallback(
    (relation: AlternativeRelation, id: number) => ({
      cents: priced?.answer.differences[relation]?.[String(id)],
      loading: pricing,
    }),
    [priced, pricing],
  );
  const choose = useCallback(
    (patch: Partial<Omit<Choices, 'productEnum'>>) => dispatch({ type: 'chosen', choices: patch }),
    [dispatch],
  );
  const selectProduct = useCallback(
    (productEnum: Choices['productEnum'] & string) =>
      dispatch({ type: 'productSelected', productEnum }),
    [dispatch],
  );

  // One object while nothing in it changes: every answer the step receives renders it again
  // (synchronously, as query results are external stores), and the memoised option groups below
  // it are skipped only if the view they get is the same.
  const productsLoading = products.isLoading;
  const sizesLoading = configs.isLoading;
  const sizesLoaded = configs.isSuccess;
  return useMemo(
    () => ({
      products: { offered, loading: productsLoading },
      product,
      photoOnlyKind,
      mediaType,
      glassSlot,
      pixels,
      options,
      sizes: { loading: sizesLoading, loaded: sizesLoaded },
      resolved,
      request,
      expectedCents,
      /** The price difference of choosing row `id` for `relation`, in cents, once it is known. */
      differenceOf,
      choose,
      selectProduct,
    }),
    [
      offered,
      productsLoading,
      product,
      photoOnlyKind,
      mediaType,
      glassSlot,
      pixels,
      options,
      sizesLoading,
      sizesLoaded,
      resolved,
      request,
      expectedCents,
      differenceOf,
      choose,
      selectProduct,
    ],
  );
};

export type ConfigurationView = ReturnType<typeof useConfiguration>;
