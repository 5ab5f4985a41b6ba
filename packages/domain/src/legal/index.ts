export * from './legal-pages.ts';
export * from './manufacturer.ts';
