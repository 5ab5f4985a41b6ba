import fastifyPlugin from 'fastify-plugin';
import { CatalogueVersionRepository } from '../repositories/catalogue-version.repository.ts';
import { registerEntityRoutes } from '../routes/entity.routes.ts';
import { CatalogueLists } from '../services/catalogue-lists.ts';
import { ImageRenditions } from '../services/image-renditions.ts';
import type { Kernel } from './kernel.ts';

/**
 * The model's generic routes for each of its entities (DESIGN.md §1), registered after the
 * areas: an operation an area already routes (the photo upload, the order placement) keeps the
 * area's route.
 */
export const modelRoutes = fastifyPlugin<Kernel>(
  async (app, { database, records, images }) => {
    registerEntityRoutes(
      app,
      records,
      new CatalogueLists(new CatalogueVersionRepository(database), records),
      new ImageRenditions(images),
    );
  },
  { name: 'model-routes' },
);
