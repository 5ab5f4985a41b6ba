export * from './legal-pages.ts';
