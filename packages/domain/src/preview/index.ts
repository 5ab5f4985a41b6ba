export * from './geometry.ts';
export * from './colours.ts';
export * from './renditions.ts';
export * from './drawing.ts';
export * from './piece-spec.ts';
