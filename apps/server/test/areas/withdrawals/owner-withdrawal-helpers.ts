import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { validateXML } from 'xmllint-wasm';

const net = `10.${randomInt(256)}`;
let hosts = 0;

/**
 * A client address of its own (10.x.y.z), so that no withdrawal spends another's share of the
 * withdrawal function's limits (30 calls a minute, 10 misses in 15 minutes, per address).
 */
export const freshAddress = (): string => {
  hosts += 1;
  return `${net}.${Math.floor(hosts / 256) % 256}.${hosts % 256}`;
};

/**
 * A customer's withdrawal through `POST /api/withdrawals`, as the withdrawal page sends it: the
 * order named by its number (the variable symbol) and its e-mail, without signing in; without
 * `lines`, every line that allows it. Expects 201 and answers the receipt.
 */
export const withdrawThroughApi = async (
  app: FastifyInstance,
  order: { variableSymbol: string; email: string },
  options: { lines?: readonly number[]; reason?: string } = {},
): Promise<{ id: number; lines: { craftedProductId: number }[] }> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/withdrawals',
    payload: { orderNumber: order.variableSymbol, email: order.email, ...options },
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

/** The ISO 20022 schema of the credit transfer file, from the shared folder beside the repo. */
const PAIN_XSD = new URL('../../../../../../shared/sepa/pain.001.001.03.xsd', import.meta.url);

/** What the schema says of `xml`: valid, or its errors. */
export const painSchemaCheck = async (xml: string) => {
  const result = await validateXML({
    xml: [{ fileName: 'refunds.xml', contents: xml }],
    schema: [readFileSync(PAIN_XSD, 'utf8')],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
};
