export * from './geometry.ts';
export * from './colours.ts';
