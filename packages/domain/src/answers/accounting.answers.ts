import { z } from 'zod';

/** The VAT of one rate (or, as `total`, of all) in a month's tax documents, in cents. */
export const VatSummaryRowSchema = z.object({
  ratePercent: z.number(),
  baseCents: z.number(),
  vatCents: z.number(),
  totalCents: z.number().describe('Base plus VAT'),
  documents: z.number().describe('How many documents have a line at this rate'),
});
export type VatSummaryRow = z.output<typeof VatSummaryRowSchema>;

export const VatSummarySchema = z.object({
  rates: z.array(VatSummaryRowSchema).describe('By rate, highest first'),
  total: VatSummaryRowSchema.describe('All rates together (ratePercent 0)'),
});
export type VatSummary = z.output<typeof VatSummarySchema>;

const EurosSchema = z.object({
  base: z.number(),
  vat: z.number(),
  total: z.number().describe('Base plus VAT'),
  documents: z.number(),
});

/** `GET /api/accounting/{month}/vat-summary`: the month's VAT per rate, in EUR. */
export const MonthVatSummarySchema = z.object({
  month: z.string().describe('YYYY-MM'),
  rates: z.array(EurosSchema.extend({ ratePercent: z.number() })).describe('Highest rate first'),
  total: EurosSchema.describe('All rates together'),
});
export type MonthVatSummary = z.output<typeof MonthVatSummarySchema>;
