export * from './constraints.ts';
export * from './email.ts';
export * from './ids.ts';
export * from './ranges.ts';
export * from './texts.ts';
export * from './query.ts';
export * from './dates.ts';
export * from './business-ids.ts';
