export * from './legal-guarantee-notice.ts';
export * from './legal-pages.ts';
export * from './manufacturer.ts';
