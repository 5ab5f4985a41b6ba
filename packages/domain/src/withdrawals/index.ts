export * from './withdrawal-right.ts';
export * from './withdrawal-period.ts';
export * from './withdrawal-refund.ts';
