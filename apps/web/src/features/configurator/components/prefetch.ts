import type { QueryClient } from '@tanstack/react-query';
import {
  glassesQuery,
  globalParamsQuery,
  paspartasQuery,
  printMediasQuery,
  productsQuery,
} from '../api/get-catalogue';
import type { MediaType } from '../api/types';

/** The lazily loaded parts of the wizard: the crop (react-easy-crop) and steps 2 to 5 (domain). */
export const loadProductSteps = () => import('./product-steps');
export const loadCropStep = () => import('./crop-step');

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
