import fastifyPlugin from 'fastify-plugin';
import { craftedProduct, internalImage, photo } from '@fotoobraz/domain';
import { CatalogueRepository } from '../../repositories/catalogue.repository.ts';
import { DerivativeRepository } from '../../repositories/derivative.repository.ts';
import { EntityRepository } from '../../repositories/entity.repository.ts';
import { InteriorArtRepository } from './repositories/interior-art.repository.ts';
import { OrderLineRepository } from '../orders/index.ts';
import { OriginalUploadRepository } from './repositories/original-upload.repository.ts';
import { OwnWallRepository } from './repositories/own-wall.repository.ts';
import { PreviewRasterRepository } from './repositories/preview-raster.repository.ts';
import { PriceHistoryRepository } from '../catalogue/index.ts';
import { PreviewRenderer } from './rendering/preview.renderer.ts';
import { registerCraftedProductRoutes } from './routes/crafted-product.routes.ts';
import { craftedParcels } from './services/crafted-parcels.ts';
import { craftedDispatch } from './services/crafted-product.dispatch.ts';
import { registerOriginalUploadRoutes } from './routes/original-upload.routes.ts';
import { registerOwnWallRoutes } from './routes/own-wall.routes.ts';
import { registerPhotoRoutes } from './routes/photo.routes.ts';
import { ConfigurationResolver } from './services/crafted-product.configuration.ts';
import { CraftedProductPreviews } from './services/crafted-product.preview.ts';
import { CraftedProductService } from './services/crafted-product.service.ts';
import { OriginalUploadService } from './services/original-upload/original-upload.service.ts';
import { OwnWallService } from './services/own-wall.service.ts';
import { WorkingCopyService } from './services/original-upload/working-copy.service.ts';
import { PhotoService } from './services/photo.service.ts';
import { SourceImageService } from './services/source-image.service.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { runWithApp } from '../../kernel/background-job.ts';
import { JobLeaseRepository } from '../../repositories/job-lease.repository.ts';
import { metrics } from '../../repositories/metrics.repository.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { CraftedProductClaimRepository } from './repositories/crafted-product-claim.repository.ts';
import { RetentionRepository } from './repositories/retention.repository.ts';
import { RetentionJob } from './jobs/retention.job.ts';

export type { CraftedProductService } from './services/crafted-product.service.ts';
export { craftedOwnerOf } from './services/crafted-product.service.ts';
export { storedPieceOffer } from './services/crafted-product.dispatch.ts';
export {
  repricingChanged,
  type Repriced,
  type RepricedValues,
} from './services/crafted-product.repricing.ts';
export { pieceParcelOfRows } from './services/piece-parts.ts';
export { originalArrived } from './services/original-upload/original-arrived.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    claims: CraftedProductClaimRepository;
    originalUploads: OriginalUploadRepository;
    ownWalls: OwnWallRepository;
  }
}
provideRepositories({
  claims: (database) => new CraftedProductClaimRepository(database),
  originalUploads: (database) => new OriginalUploadRepository(database),
  ownWalls: (database) => new OwnWallRepository(database),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** What other areas use of the pieces: pricing and the ordered state of crafted products. */
    pieces: { crafted: CraftedProductService };
    /** Deletes uploads that were never ordered, daily; started and stopped with the app. */
    retentionJob: RetentionJob;
  }
}

/**
 * What a customer makes: photos (uploaded whole, or as a working copy with the original behind
 * it) and crafted products, priced and previewed on the server; and the daily retention that
 * deletes the uploads nobody ordered.
 */
export const piecesArea = fastifyPlugin<Kernel>(
  async (app, { database, units, events, records, images, now }) => {
    const entities = new EntityRepository(database);
    const catalogue = new CatalogueRepository(database);
    const derivatives = new DerivativeRepository(database);
    const previews = new CraftedProductPreviews(
      new PreviewRenderer(new PreviewRasterRepository(), new InteriorArtRepository()),
      entities,
    );
    const crafted = new CraftedProductService({
      entities,
      catalogue,
      images,
      resolver: new ConfigurationResolver(
        entities,
        new SourceImageService(entities, derivatives, images, app.catalogue.editions),
      ),
      previews,
      history: new PriceHistoryRepository(database),
      orderLines: new OrderLineRepository(database),
      now,
    });
    // Images derived from a photo or an edition go with the row they were made from.
    events.on('entity.written', {
      name: 'derived images',
      uses: ['derivatives', 'originalUploads', 'ownWalls'],
      run: async ({ entity, id, change }, { derivatives, originalUploads, ownWalls }) => {
        if (change === 'created') return;
        // A customer's wall photo is theirs only while the piece is: it goes with it.
        if (entity.name === craftedProduct.name && change === 'deleted') {
          await ownWalls.deleteFor([id]);
        }
        if (entity.name === internalImage.name) await derivatives.deleteFor('internal_image', id);
        if (entity.name === photo.name) {
          await derivatives.deleteFor('photo', id);
          await originalUploads.deleteFor([id]);
        }
      },
    });

    const admission = registerPhotoRoutes(
      app,
      new PhotoService(images, catalogue, units.for(PhotoService.uses), now),
      records,
    );
    await registerOriginalUploadRoutes(
      app,
      admission,
      new WorkingCopyService(images, catalogue, units.for(WorkingCopyService.uses), now),
      new OriginalUploadService(
        entities,
        new OriginalUploadRepository(database),
        images,
        catalogue,
        units.for(OriginalUploadService.uses),
        now,
      ),
      records,
    );
    records.extendRows(craftedProduct, craftedParcels(entities));
    records.extendRows(craftedProduct, craftedDispatch(catalogue, now));
    registerCraftedProductRoutes(app, crafted, previews, records);
    await registerOwnWallRoutes(
      app,
      admission,
      new OwnWallService({
        entities,
        walls: new OwnWallRepository(database),
        images,
        previews,
        now,
      }),
    );
    app.decorate('pieces', { crafted });

    const retention = new RetentionJob(
      new RetentionRepository(database),
      new JobLeaseRepository(database),
      catalogue,
      metrics,
      app.log.child({ logger: 'fotoobraz.retention' }),
      now,
    );
    app.decorate('retentionJob', retention);
    runWithApp(app, retention);
  },
  { name: 'pieces', dependencies: ['catalogue'] },
);
