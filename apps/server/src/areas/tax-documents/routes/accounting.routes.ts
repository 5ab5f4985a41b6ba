import { PassThrough, type Readable } from 'node:stream';
import {
  AccountingMonthParamsSchema,
  centsToEuros,
  MonthVatSummarySchema,
  type VatSummaryRow,
} from '@fotoobraz/domain';
import type { FastifyReply } from 'fastify';
import { Zip, ZipPassThrough } from 'fflate';
import { adminOnly } from '../../../plugins/auth.ts';
import type { AccountingService } from '../services/accounting.service.ts';
import { fileResponse } from '../../../routes/responses.ts';
import type { ShopApi } from '../../../routes/shop-api.ts';
import { API_TAGS } from '../../../routes/api-tags.ts';

const tags = [API_TAGS.taxDocuments];

const euros = (row: VatSummaryRow) => ({
  ratePercent: row.ratePercent,
  base: centsToEuros(row.baseCents),
  vat: centsToEuros(row.vatCents),
  total: centsToEuros(row.totalCents),
  documents: row.documents,
});

/** Only the month's admin may keep a copy: an export names customers. */
const attachment = (reply: FastifyReply, contentType: string, filename: string) =>
  reply
    .type(contentType)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store');

/** Resolves when `out` can take more, or is closed (the client left). */
const drainedOrClosed = (out: PassThrough): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

/**
 * Writes the files into a ZIP as a stream, one PDF read at a time and waiting while the client
 * is slower than the database, so a month of any size takes one PDF of memory. PDFs are stored,
 * not compressed again: their contents already are.
 */
const zipStream = (files: { name: string; read: () => Promise<Buffer> }[]): Readable => {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (out.destroyed) return;
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for (const file of files) {
      if (out.destroyed) return;
      const data = await file.read();
      const entry = new ZipPassThrough(file.name);
      zip.add(entry);
      entry.push(data, true);
      if (out.writableNeedDrain) await drainedOrClosed(out);
    }
    zip.end();
  })().catch((err: Error) => out.destroy(err));
  return out;
};

/**
 * The accountant's monthly export (admins): the documents as CSV, their PDFs as a ZIP and the
 * VAT summary per rate. The month is 'YYYY-MM', counted in Bratislava by tax point.
 */
export const registerAccountingRoutes = (app: ShopApi, accounting: AccountingService): void => {
  const base = '/api/accounting/:month';
  const admin = <R extends object>(
    summary: string,
    response: R,
    problems: readonly 409[] = [],
  ) => ({
    onRequest: adminOnly,
    schema: { tags, summary, params: AccountingMonthParamsSchema, response, problems },
  });

  /** One of the month's files: the documents' list or their PDFs, named after the month. */
  const monthFile = (
    extension: string,
    contentType: string,
    summary: string,
    what: string,
    content: (month: string) => Promise<string | Readable>,
  ) =>
    app.get(
      `${base}/documents.${extension}`,
      // The docs name the media type, without the charset of a text.
      // 409: the month is not over yet, or a document of it is not ready.
      admin(summary, { 200: fileResponse(what, contentType.split(';')[0]!) }, [409]),
      async (request, reply) => {
        const { month } = request.params;
        const body = await content(month);
        return attachment(reply, contentType, `doklady-${month}.${extension}`).send(body);
      },
    );
  monthFile(
    'csv',
    'text/csv; charset=utf-8',
    "The month's documents, CSV",
    'The documents',
    (month) => accounting.csv(month),
  );
  monthFile('zip', 'application/zip', "The month's PDFs, ZIP", 'The PDFs', async (month) =>
    zipStream(await accounting.pdfs(month)),
  );

  app.get(
    `${base}/vat-summary`,
    admin('VAT per rate of the month', { 200: MonthVatSummarySchema }),
    async (request) => {
      const { month } = request.params;
      const summary = await accounting.vatSummary(month);
      const { ratePercent: _all, ...total } = euros(summary.total);
      return { month, rates: summary.rates.map(euros), total };
    },
  );
};
