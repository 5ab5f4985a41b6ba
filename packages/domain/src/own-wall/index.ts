export * from './homography.ts';
export * from './own-wall-geometry.ts';
export * from './sheet-finder.ts';
