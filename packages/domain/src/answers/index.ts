/*
 * The answers of the shop's API, described once: the server serialises with them (a field not
 * named is not sent), the API docs are generated from them, and the web app reads its types off
 * them, so a field the server drops fails the web app's type check.
 */
export * from './account.answers.ts';
export * from './accounting.answers.ts';
export * from './bank.answers.ts';
export * from './basket.answers.ts';
export * from './management.answers.ts';
export * from './order.answers.ts';
export * from './piece.answers.ts';
export * from './problem.answers.ts';
export * from './row.answers.ts';
export * from './withdrawal.answers.ts';
export * from './entity-answers.ts';
export * from './shop.answers.ts';
export * from './gift-voucher.answers.ts';
