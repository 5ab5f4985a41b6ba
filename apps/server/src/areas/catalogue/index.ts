import fastifyPlugin from 'fastify-plugin';
import { CatalogueRepository } from '../../repositories/catalogue.repository.ts';
import { DerivativeRepository } from '../../repositories/derivative.repository.ts';
import { EntityRepository } from '../../repositories/entity.repository.ts';
import { LegalPageRepository } from './repositories/legal-page.repository.ts';
import { registerEditionRoutes } from './routes/edition.routes.ts';
import { registerLegalPageRoutes } from './routes/legal-page.routes.ts';
import { registerShopRoutes } from './routes/shop.routes.ts';
import { EditionService } from './services/edition.service.ts';
import { LegalPageService } from './services/legal-page.service.ts';
import { readPublicShop } from '../../services/shop-settings.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { provideRepositories } from '../../repositories/repository-set.ts';
import { PriceHistoryRepository } from './repositories/price-history.repository.ts';

export type { EditionService } from './services/edition.service.ts';
export type { LegalPageService } from './services/legal-page.service.ts';
export {
  PriceHistoryRepository,
  paramSeries,
  type PriceSeriesKey,
  type RecordedValue,
} from './repositories/price-history.repository.ts';

declare module '../../repositories/repository-set.ts' {
  interface Repositories {
    priceHistory: PriceHistoryRepository;
  }
}
provideRepositories({ priceHistory: (database) => new PriceHistoryRepository(database) });

declare module 'fastify' {
  interface FastifyInstance {
    /** What other areas use of the catalogue: the editions and the legal texts. */
    catalogue: { editions: EditionService; legalPages: LegalPageService };
  }
}

/**
 * The owner's catalogue beyond its generic records: the editions' pictures, the legal texts,
 * the shop's public identity and, for every write of a priced value, its Omnibus price history.
 */
export const catalogueArea = fastifyPlugin<Kernel>(
  async (app, { database, events, images, now }) => {
    const editions = new EditionService(
      new EntityRepository(database),
      new DerivativeRepository(database),
      images,
    );
    const catalogue = new CatalogueRepository(database);
    const legalPages = new LegalPageService(new LegalPageRepository(database), catalogue);
    // Omnibus: a catalogue write records the prices it changes, or neither happens.
    events.on('entity.written', {
      name: 'price history',
      uses: ['priceHistory'],
      run: ({ entity, id }, { priceHistory }) => priceHistory.recordRow(entity, id, now()),
    });
    registerEditionRoutes(app, editions);
    registerLegalPageRoutes(app, legalPages);
    registerShopRoutes(app, () => readPublicShop(catalogue));
    app.decorate('catalogue', { editions, legalPages });
  },
  { name: 'catalogue' },
);
