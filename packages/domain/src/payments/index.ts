export * from './bank-entry.ts';
export * from './payment-rules.ts';
export * from './iban.ts';
export * from './refund-due.ts';
export * from './sepa-transfer.ts';
export * from './gateway-payout.ts';
