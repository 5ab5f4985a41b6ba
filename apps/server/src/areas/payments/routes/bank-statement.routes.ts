import {
  AssignBankEntrySchema,
  BankEntryViewSchema,
  BankImportSummarySchema,
  BankReviewSchema,
  BankStatementEntriesSchema,
  IgnoreBankEntrySchema,
  BankStatementViewSchema,
} from '@fotoobraz/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readMultipartForm } from '../../../lib/multipart-form.ts';
import { Problem } from '../../../lib/problem.ts';
import { adminOnly } from '../../../plugins/auth.ts';
import type { BankStatementService } from '../services/bank-statement.service.ts';
import { acceptRaw, routesOf, withMultipart } from '../../../routes/route-options.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

// Administrators only (the routes' scope checks it first): anyone else is refused (403).
const { documented, byId } = routesOf(API_TAGS.payments, '', [403]);

/** A decision on one entry, named by its id: the answer is the entry as decided. */
const entryDecision = <B extends object>(summary: string, body: B) => ({
  ...byId(summary, { body, response: { 200: BankEntryViewSchema } }),
  config: { objectName: 'bankEntry' },
});

/** A month of a busy shop's camt.053 is well under a megabyte; ten leaves room for a year. */
const STATEMENT_LIMIT = 10 * 1024 * 1024;
const MULTIPART_LIMITS = { fileSize: STATEMENT_LIMIT, files: 1, fields: 5, parts: 6 };

const noStatement = (): Problem =>
  new Problem({
    status: 400,
    title: 'No bank statement in the request',
    message: 'error.bankstatement.missing',
    body: {
      detail:
        'Pošlite výpis camt.053 ako application/xml alebo ako súbor v poli „file“ (multipart/form-data).',
    },
  });

const statementTooLarge = (): Problem =>
  new Problem({
    status: 413,
    title: 'Payload Too Large',
    message: 'error.http.413',
    type: 'about:blank',
    body: { detail: 'Bankový výpis môže mať najviac 10 MB.' },
  });

/** The statement's text: the body as sent (XML), or the multipart field `file`. */
const statementText = async (request: FastifyRequest): Promise<string> => {
  if (!request.isMultipart()) {
    if (typeof request.body !== 'string' || request.body.trim() === '') throw noStatement();
    return request.body;
  }
  const { file } = await readMultipartForm(request, 'file', statementTooLarge);
  if (!file) throw noStatement();
  return file.toString('utf8');
};

const withoutBom = (text: string): string => text.replace(/^\uFEFF/, '');

/**
 * Bank statements (admins only): the import of camt.053 files, the statements and their entries,
 * and the review list where the owner assigns or sets aside what did not match.
 */
export const registerBankStatementRoutes = async (
  server: ShopApi,
  bank: BankStatementService,
): Promise<void> => {
  await withMultipart(server, MULTIPART_LIMITS, (app) => {
    // Only these routes read XML and multipart bodies, each up to the statement limit.
    acceptRaw(app, ['application/xml', 'text/xml'], 'string', STATEMENT_LIMIT);
    // Refused before the body is read: nobody but an admin uploads a statement.
    app.addHook('onRequest', adminOnly);

    app.post(
      '/api/bank-statements',
      {
        ...documented('Import a camt.053 statement (application/xml, or multipart field "file")', {
          response: { 201: BankImportSummarySchema },
        }),
        bodyLimit: STATEMENT_LIMIT,
      },
      async (request, reply) => {
        const summary = await bank.import(request.caller, withoutBom(await statementText(request)));
        return reply
          .status(201)
          .header('Location', `/api/bank-statements/${summary.id}`)
          .send(summary);
      },
    );

    /**
     * A list of the bank's records as they stand now. `read`'s type ties its answer to the
     * schema; the type provider cannot resolve a generic schema's reply.
     */
    const list = <R extends z.ZodType>(
      url: string,
      summary: string,
      answer: R,
      read: () => Promise<z.input<R>>,
    ) => app.get(url, documented(summary, { response: { 200: answer } }), read as () => never);

    list('/api/bank-statements', 'The imported statements', z.array(BankStatementViewSchema), () =>
      bank.statements(),
    );

    app.get(
      '/api/bank-statements/:id',
      byId('A statement and its entries', { response: { 200: BankStatementEntriesSchema } }),
      (request) => bank.statement(request.params.id),
    );

    list(
      '/api/bank-entries/review',
      'Credits to review, and the refunds due',
      BankReviewSchema,
      () => bank.review(),
    );

    app.post(
      '/api/bank-entries/:id/assign',
      entryDecision('Assign a credit to an order: its payments add up', AssignBankEntrySchema),
      (request) => bank.assign(request.caller, request.params.id, request.body),
    );

    app.post(
      '/api/bank-entries/:id/ignore',
      entryDecision('Set a credit aside', IgnoreBankEntrySchema),
      (request) => bank.ignore(request.caller, request.params.id, request.body ?? {}),
    );
  });
};
