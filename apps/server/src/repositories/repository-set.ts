import { AccountRepository } from './account.repository.ts';
import { AuditRepository } from './audit.repository.ts';
import { BankStatementRepository } from './bank/bank-statement.repository.ts';
import { BasketRepository } from './basket.repository.ts';
import { CatalogueRepository } from './catalogue.repository.ts';
import { CraftedProductClaimRepository } from './crafted-product-claim.repository.ts';
import type { Database } from './database.ts';
import { DerivativeRepository } from './derivative.repository.ts';
import { EInvoiceRepository } from './einvoices/einvoice.repository.ts';
import { EntityRepository } from './entity.repository.ts';
import { InvoiceRepository } from './invoice.repository.ts';
import { OutboxRepository } from './mail/outbox.repository.ts';
import { OrderHistoryRepository } from './order-history.repository.ts';
import { OrderLineRepository } from './order-line.repository.ts';
import { OrderPacketRepository } from './order-packet.repository.ts';
import { OriginalUploadRepository } from './original-upload.repository.ts';
import { OwnWallRepository } from './own-wall.repository.ts';
import { PickupPointRepository } from './pickup-point.repository.ts';
import { PendingDocumentRepository } from './pending-document.repository.ts';
import { PriceHistoryRepository } from './price-history.repository.ts';
import { TaxDocumentRepository } from './tax-document.repository.ts';
import { UserRepository } from './user.repository.ts';
import { WithdrawalRepository } from './withdrawal.repository.ts';
import { WithdrawalRefundRepository } from './withdrawal-refund.repository.ts';

/** How each repository a unit of work may use is built on a database (a transaction's). */
const REPOSITORIES = {
  accounts: (database: Database) => new AccountRepository(database),
  audit: (database: Database) => new AuditRepository(database),
  bankStatements: (database: Database) => new BankStatementRepository(database),
  basket: (database: Database) => new BasketRepository(database),
  catalogue: (database: Database) => new CatalogueRepository(database),
  claims: (database: Database) => new CraftedProductClaimRepository(database),
  derivatives: (database: Database) => new DerivativeRepository(database),
  einvoices: (database: Database) => new EInvoiceRepository(database),
  entities: (database: Database) => new EntityRepository(database),
  invoices: (database: Database) => new InvoiceRepository(database),
  orderHistory: (database: Database) => new OrderHistoryRepository(database),
  orderLines: (database: Database) => new OrderLineRepository(database),
  originalUploads: (database: Database) => new OriginalUploadRepository(database),
  outbox: (database: Database) => new OutboxRepository(database),
  packets: (database: Database) => new OrderPacketRepository(database),
  ownWalls: (database: Database) => new OwnWallRepository(database),
  pendingDocuments: (database: Database) => new PendingDocumentRepository(database),
  pickupPoints: (database: Database) => new PickupPointRepository(database),
  priceHistory: (database: Database) => new PriceHistoryRepository(database),
  taxDocuments: (database: Database) => new TaxDocumentRepository(database),
  users: (database: Database) => new UserRepository(database),
  withdrawals: (database: Database) => new WithdrawalRepository(database),
  withdrawalRefunds: (database: Database) => new WithdrawalRefundRepository(database),
};

/** Every repository a unit of work may hand out, by name. */
export type Repositories = {
  [K in keyof typeof REPOSITORIES]: ReturnType<(typeof REPOSITORIES)[K]>;
};
export type RepositoryName = keyof Repositories;

/**
 * The named repositories, and no others, on `database` (a transaction's, or the pool's).
 * @example repositoriesOn(trx, ['entities', 'outbox']) // -> { entities, outbox }
 */
export const repositoriesOn = <K extends RepositoryName>(
  database: Database,
  names: readonly K[],
): Pick<Repositories, K> => {
  const repositories: Partial<Repositories> = {};
  for (const name of new Set(names)) {
    (repositories as Record<K, unknown>)[name] = REPOSITORIES[name](database);
  }
  return repositories as Pick<Repositories, K>;
};
