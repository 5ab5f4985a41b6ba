import { AccountRepository } from './account.repository.ts';
import { AuditRepository } from './audit.repository.ts';
import { BankStatementRepository } from './bank/bank-statement.repository.ts';
import { BasketRepository } from './basket.repository.ts';
import { CatalogueRepository } from './catalogue.repository.ts';
import { CraftedProductClaimRepository } from './crafted-product-claim.repository.ts';
import { boundTo, type Database } from './database.ts';
import { DerivativeRepository } from './derivative.repository.ts';
import { EntityRepository } from './entity.repository.ts';
import { InvoiceRepository } from './invoice.repository.ts';
import { OutboxRepository } from './mail/outbox.repository.ts';
import { OrderHistoryRepository } from './order-history.repository.ts';
import { OrderLineRepository } from './order-line.repository.ts';
import { OriginalUploadRepository } from './original-upload.repository.ts';
import { PendingDocumentRepository } from './pending-document.repository.ts';
import { PriceHistoryRepository } from './price-history.repository.ts';
import { TaxDocumentRepository } from './tax-document.repository.ts';
import { UserRepository } from './user.repository.ts';

/** The repositories a unit of work may use, all on the same connection. */
export interface Repositories {
  accounts: AccountRepository;
  audit: AuditRepository;
  bankStatements: BankStatementRepository;
  basket: BasketRepository;
  catalogue: CatalogueRepository;
  claims: CraftedProductClaimRepository;
  derivatives: DerivativeRepository;
  entities: EntityRepository;
  invoices: InvoiceRepository;
  orderHistory: OrderHistoryRepository;
  orderLines: OrderLineRepository;
  originalUploads: OriginalUploadRepository;
  outbox: OutboxRepository;
  pendingDocuments: PendingDocumentRepository;
  priceHistory: PriceHistoryRepository;
  taxDocuments: TaxDocumentRepository;
  users: UserRepository;
}

/** Every repository on `database` (a transaction's, or the pool's). */
export const repositoriesOn = (database: Database): Repositories => ({
  accounts: new AccountRepository(database),
  audit: new AuditRepository(database),
  bankStatements: new BankStatementRepository(database),
  basket: new BasketRepository(database),
  catalogue: new CatalogueRepository(database),
  claims: new CraftedProductClaimRepository(database),
  derivatives: new DerivativeRepository(database),
  entities: new EntityRepository(database),
  invoices: new InvoiceRepository(database),
  orderHistory: new OrderHistoryRepository(database),
  orderLines: new OrderLineRepository(database),
  originalUploads: new OriginalUploadRepository(database),
  outbox: new OutboxRepository(database),
  pendingDocuments: new PendingDocumentRepository(database),
  priceHistory: new PriceHistoryRepository(database),
  taxDocuments: new TaxDocumentRepository(database),
  users: new UserRepository(database),
});

/**
 * Runs work in one database transaction: the callback gets the repositories bound to it, so
 * whatever they write commits together or not at all.
 * @example await transactor.run(async ({ entities, outbox }) => { await entities.update(order, 7, { status: 'ZAPLATENA' }); await outbox.enqueue(mail); })
 */
export class Transactor {
  constructor(private readonly database: Database) {}

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.database.db
      .transaction()
      .execute((trx) => work(repositoriesOn(boundTo(this.database, trx))));
  }
}
