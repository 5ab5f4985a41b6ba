import type { QueryClient } from '@tanstack/react-query';
import { craftedProductQuery } from '../api/crafted-products';
import { frameQuery } from '../api/get-frames';
import {
  glassesQuery,
  globalParamsQuery,
  paspartasQuery,
  printMediasQuery,
  productsQuery,
} from '../api/get-catalogue';
import type { MediaType } from '../api/types';

/**
 * The lazily loaded parts of the wizard: the crop (react-easy-crop), steps 2 to 5 (domain) and
 * the summary (the form library).
 */
export const loadProductSteps = () => import('./product-steps');
export const loadCropStep = () => import('./crop-step');
export const loadSummaryStep = () => import('./summary-step');

const MEDIA_TYPES: readonly MediaType[] = ['PAPIER', 'PLATNO', 'DOSKA'];

/**
 * While the customer is still uploading: the next steps' code and the catalogue step 2 asks for
 * first (a few small lists), so the first preview is not held up by them (DESIGN.md §9).
 */
export const prefetchNextSteps = (client: QueryClient): void => {
  void loadProductSteps();
  void loadCropStep();
  void client.prefetchQuery(globalParamsQuery());
  void client.prefetchQuery(productsQuery());
  void client.prefetchQuery(glassesQuery());
  void client.prefetchQuery(paspartasQuery());
  for (const type of MEDIA_TYPES) void client.prefetchQuery(printMediasQuery(type));
};

/**
 * A reload at steps 2 to 5: their code, the saved piece and the catalogue lists every product
 * asks for start with the photo's request instead of one after the other (photo, then the code,
 * then the lists), which is what a phone waited for before it could show the preview.
 */
export const prefetchResumedSteps = (
  client: QueryClient,
  craftedId: number | null,
  frameId: number | null,
): void => {
  void loadProductSteps();
  if (craftedId !== null) void client.prefetchQuery(craftedProductQuery(craftedId));
  void client.prefetchQuery(globalParamsQuery());
  void client.prefetchQuery(productsQuery());
  // Not known to be needed before the product is, but small, and in the first wave of answers
  // rather than a second one that renders the whole step again.
  void client.prefetchQuery(glassesQuery());
  void client.prefetchQuery(paspartasQuery());
  if (frameId !== null) void client.prefetchQuery(frameQuery(frameId));
};
