export * from './voucher-code.ts';
export * from './voucher-terms.ts';
export * from './voucher-tax.ts';
export * from './voucher-spending.ts';
