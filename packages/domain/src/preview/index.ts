export * from './geometry.ts';
export * from './colours.ts';
export * from './renditions.ts';
