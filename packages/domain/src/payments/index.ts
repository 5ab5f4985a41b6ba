export * from './bank-entry.ts';
export * from './payment-rules.ts';
