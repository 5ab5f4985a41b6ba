export * from './accounting-document.ts';
export * from './accounting-month.ts';
export * from './accounting-csv.ts';
export * from './vat-summary.ts';
export * from './card-payouts-csv.ts';
export * from './gift-vouchers-csv.ts';
