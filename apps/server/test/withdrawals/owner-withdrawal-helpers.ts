import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import type { Database } from '../../src/repositories/database.ts';

/**
 * A customer's withdrawal of some of an order's pieces, written straight into its tables as
 * the customer's `POST /api/withdrawals` stores it: the owner's side starts from there.
 */
export const insertWithdrawal = async (
  database: Database,
  orderId: number,
  craftedProductIds: readonly number[],
  refundIban: string | null = null,
): Promise<number> => {
  const { db } = database;
  const items = await db
    .selectFrom('orderItem')
    .select(['id', 'craftedProductId'])
    .where('orderId', '=', orderId)
    .where('craftedProductId', 'in', [...craftedProductIds])
    .execute();
  if (items.length !== craftedProductIds.length) throw new Error('not lines of the order');
  const { id } = await db
    .insertInto('withdrawal')
    .values({
      orderId,
      submittedDate: new Date().toISOString(),
      name: 'Jana Nováková',
      email: 'jana.novakova@example.sk',
      reason: null,
      state: 'NAHLASENE',
      receivedDate: null,
      receivedBy: null,
      creditNoteId: null,
      refundCents: null,
      postageRefundCents: null,
      refundIban,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('withdrawalLine')
    .values(
      items.map((item) => ({
        withdrawalId: id,
        orderItemId: item.id,
        craftedProductId: item.craftedProductId,
      })),
    )
    .execute();
  return Number(id);
};

/** The ISO 20022 schema of the credit transfer file, from the shared folder beside the repo. */
const PAIN_XSD = new URL('../../../../../shared/sepa/pain.001.001.03.xsd', import.meta.url);

/** What the schema says of `xml`: valid, or its errors. */
export const painSchemaCheck = async (xml: string) => {
  const result = await validateXML({
    xml: [{ fileName: 'refunds.xml', contents: xml }],
    schema: [readFileSync(PAIN_XSD, 'utf8')],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
};
