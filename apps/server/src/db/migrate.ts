import { Migrator, sql, type Migration } from 'kysely';
import type { Db } from '../repositories/database.ts';
import { dialectOf } from './table-builder.ts';
import * as initialSchema from './migrations/20261122-0001-initial-schema.ts';
import * as imageDerivatives from './migrations/20261122-0002-image-derivatives.ts';
import * as ordersAndInvoices from './migrations/20261122-0003-orders-and-invoices.ts';
import * as securityStampAndLimits from './migrations/20261124-0004-security-stamp-and-limits.ts';
import * as pendingDocuments from './migrations/20261124-0005-pending-documents.ts';
import * as retention from './migrations/20261124-0006-retention.ts';
import * as buyerDetails from './migrations/20261124-0007-buyer-details.ts';
import * as legalPages from './migrations/20261124-0008-legal-pages.ts';
import * as taxDocuments from './migrations/20261124-0009-tax-documents.ts';
import * as bankStatements from './migrations/20261124-0010-bank-statements.ts';
import * as priceHistory from './migrations/20261124-0011-price-history.ts';
import * as catalogueVersion from './migrations/20261124-0012-catalogue-version.ts';
import * as originalUpload from './migrations/20261124-0013-original-upload.ts';
import * as orderLinesAndBasket from './migrations/20261124-0014-order-lines-and-basket.ts';
import * as orderCraftedProductIndex from './migrations/20261124-0015-order-crafted-product-index.ts';
import * as craftedProductClaims from './migrations/20261124-0016-crafted-product-claims.ts';
import * as einvoices from './migrations/20261128-0017-einvoices.ts';
import * as ownWall from './migrations/20261128-0019-own-wall.ts';
import * as withdrawals from './migrations/20261129-0020-withdrawals.ts';
import * as withdrawalTerms from './migrations/20261129-0021-withdrawal-terms.ts';
import * as delivery from './migrations/20261129-0022-delivery.ts';
import * as pickupPoints from './migrations/20261129-0023-pickup-points.ts';
import * as expressProduction from './migrations/20261129-0024-express-production.ts';
import * as orderPackets from './migrations/20261129-0025-order-packets.ts';
import * as pickupPointRefresh from './migrations/20261129-0026-pickup-point-refresh.ts';
import * as deliveryParams from './migrations/20261129-0027-delivery-params.ts';
import * as cardPayments from './migrations/20261207-0028-card-payments.ts';
import * as refundExports from './migrations/20261207-0048-refund-exports.ts';
import * as cardPayouts from './migrations/20261207-0049-card-payouts.ts';
import * as giftVouchers from './migrations/20261207-0050-gift-vouchers.ts';

/** Migrations in the order they run; names never change once released. */
export const MIGRATIONS: Record<string, Migration> = {
  '20261122-0001-initial-schema': initialSchema,
  '20261122-0002-image-derivatives': imageDerivatives,
  '20261122-0003-orders-and-invoices': ordersAndInvoices,
  '20261124-0004-security-stamp-and-limits': securityStampAndLimits,
  '20261124-0005-pending-documents': pendingDocuments,
  '20261124-0006-retention': retention,
  '20261124-0007-buyer-details': buyerDetails,
  '20261124-0008-legal-pages': legalPages,
  '20261124-0009-tax-documents': taxDocuments,
  '20261124-0010-bank-statements': bankStatements,
  '20261124-0011-price-history': priceHistory,
  '20261124-0012-catalogue-version': catalogueVersion,
  '20261124-0013-original-upload': originalUpload,
  '20261124-0014-order-lines-and-basket': orderLinesAndBasket,
  '20261124-0015-order-crafted-product-index': orderCraftedProductIndex,
  '20261124-0016-crafted-product-claims': craftedProductClaims,
  '20261128-0017-einvoices': einvoices,
  '20261128-0019-own-wall': ownWall,
  '20261129-0020-withdrawals': withdrawals,
  '20261129-0021-withdrawal-terms': withdrawalTerms,
  '20261129-0022-delivery': delivery,
  '20261129-0023-pickup-points': pickupPoints,
  '20261129-0024-express-production': expressProduction,
  '20261129-0025-order-packets': orderPackets,
  '20261129-0026-pickup-point-refresh': pickupPointRefresh,
  '20261129-0027-delivery-params': deliveryParams,
  '20261207-0028-card-payments': cardPayments,
  '20261207-0048-refund-exports': refundExports,
  '20261207-0049-card-payouts': cardPayouts,
  '20261207-0050-gift-vouchers': giftVouchers,
};

/**
 * Brings the schema up to date, or up to the migration `until` (tests of a migration's data);
 * throws with the failing migration's error.
 */
export const migrateToLatest = async (database: Db, until?: string): Promise<void> => {
  // Migrations name tables and columns as the database does (snake_case): no case translation.
  const db = database.withoutPlugins();
  // On PostgreSQL the migrator must look for its own tables in the schema we work in: other
  // schemas of the same database (another instance's, on a search_path of its own) may have them.
  const schema =
    dialectOf(db) === 'postgres'
      ? String((await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s)
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await (until ? migrator.migrateTo(until) : migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
};
