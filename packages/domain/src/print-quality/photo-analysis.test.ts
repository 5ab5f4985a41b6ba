import { describe, expect, it } from 'vitest';
import { NBSP } from '../money/money.ts';
import { buildPhotoAnalysis, describePhotoAnalysis, type ConfigSize } from './photo-analysis.ts';

const SUPPORTED = ['3:2', '4:3', '16:9', '1:1'];

const CONFIGS: ConfigSize[] = [
  { productEnum: 'PHOTOPASPARTAFRAME', ratio: '3:2', totalSizeCm: '50x40', photoSizeCm: '45x30' },
  { productEnum: 'PHOTOFRAME', ratio: '3:2', totalSizeCm: '90x60' },
  { productEnum: 'PHOTOFRAME', ratio: '3:2', totalSizeCm: '150x100' },
  { productEnum: 'PHOTOFRAME', ratio: '4:3', totalSizeCm: '80x60' },
  { productEnum: 'PHOTOCANVAS', ratio: '3:2', totalSizeCm: '60x40' },
  { productEnum: 'PHOTOCANVAS', ratio: '16:9', totalSizeCm: '160x90' },
  { productEnum: 'PHOTOGLASS', ratio: '3:2', totalSizeCm: '120x80' },
  { productEnum: 'PLAINPHOTO', ratio: '3:2', totalSizeCm: '30x20' },
];

/** A photo checked against the demo's ratios and config sizes. */
const analyseWithConfigs = (widthPx: number, heightPx: number) =>
  buildPhotoAnalysis({ widthPx, heightPx, supportedRatios: SUPPORTED, configs: CONFIGS });

describe('buildPhotoAnalysis', () => {
  it('analyses a landscape 24 MP 3:2 photo', () => {
    const analysis = analyseWithConfigs(6000, 4000);
    expect(analysis).toEqual({
      widthPx: 6000,
      heightPx: 4000,
      megapixels: 24,
      minMegapixels: 8,
      orientation: 'landscape',
      ratio: '3:2',
      ratioSupported: true,
      cutSizeRatio: '3:2',
      cutSizeRatioDisp: '3:2',
      printableStatus: 'Y',
      printDpi: 150,
      maxPrintCm: { widthCm: 101.6, heightCm: 67.73 },
      largestPrintable: {
        photo: { widthCm: 90, heightCm: 60, dpi: 169 },
        frame: { widthCm: 90, heightCm: 60, totalSizeCm: '90x60', dpi: 169 },
        canvas: { widthCm: 60, heightCm: 40, totalSizeCm: '60x40', dpi: 254 },
        glass: null,
      },
    });
    expect(JSON.parse(JSON.stringify(analysis))).toEqual(analysis);
  });

  it('turns sizes and the display ratio for a portrait photo', () => {
    const analysis = analyseWithConfigs(4000, 6000);
    expect(analysis).toMatchObject({
      orientation: 'portrait',
      ratio: '2:3',
      cutSizeRatio: '3:2',
      cutSizeRatioDisp: '2:3',
      printableStatus: 'Y',
      maxPrintCm: { widthCm: 67.73, heightCm: 101.6 },
      largestPrintable: {
        photo: { widthCm: 60, heightCm: 90 },
        frame: { widthCm: 60, heightCm: 90, totalSizeCm: '90x60' },
      },
    });
  });

  it.each([
    ['C: 2:1 panorama, 32 MP', 8000, 4000, 'C', '2:1', '16:9', false],
    ['X: 2:1 panorama, 2 MP', 2000, 1000, 'X', '2:1', '16:9', false],
    ['N: 3:2, 6 MP', 3000, 2000, 'N', '3:2', '3:2', true],
    ['X portrait', 1000, 2000, 'X', '1:2', '9:16', false],
  ])('%s', (_case, widthPx, heightPx, status, ratio, cutDisp, supported) => {
    const analysis = buildPhotoAnalysis({ widthPx, heightPx, supportedRatios: SUPPORTED });
    expect(analysis).toMatchObject({
      printableStatus: status,
      ratio,
      cutSizeRatioDisp: cutDisp,
      ratioSupported: supported,
    });
  });

  it('reports no photo-only size when even 20 cm is below 150 DPI', () => {
    const analysis = buildPhotoAnalysis({ widthPx: 1000, heightPx: 800, supportedRatios: [] });
    expect(analysis.largestPrintable).toEqual({ photo: null });
    expect(analysis.cutSizeRatio).toBeNull();
    expect(analysis.printableStatus).toBe('X');
  });

  it('honours a panorama within the 120 cm photo-only cap', () => {
    const analysis = buildPhotoAnalysis({ widthPx: 12000, heightPx: 3000, supportedRatios: [] });
    expect(analysis.largestPrintable.photo).toEqual({ widthCm: 120, heightCm: 30, dpi: 254 });
  });

  it('uses the given minimum', () => {
    const analysis = buildPhotoAnalysis({
      widthPx: 3000,
      heightPx: 2000,
      supportedRatios: SUPPORTED,
      minMegapixels: 5,
    });
    expect(analysis).toMatchObject({ printableStatus: 'Y', minMegapixels: 5, megapixels: 6 });
  });

  it('keeps every photo-only size at or above 150 DPI', () => {
    for (let width = 1400; width < 9000; width += 71) {
      const { photo } = buildPhotoAnalysis({
        widthPx: width,
        heightPx: 2500,
        supportedRatios: [],
      }).largestPrintable;
      if (photo) expect(photo.dpi).toBeGreaterThanOrEqual(150);
    }
  });
});

describe('describePhotoAnalysis', () => {
  it.each([
    [6000, 4000, '24 MP (6000 × 4000 px), pomer strán 3:2, pri 150 DPI najviac 101,6 × 67,73 cm'],
    [
      8000,
      4000,
      '32 MP (8000 × 4000 px), pomer strán 2:1 (na orez 16:9), pri 150 DPI najviac 135,46 × 67,73 cm',
    ],
  ])('%s × %s', (widthPx, heightPx, text) => {
    const analysis = buildPhotoAnalysis({ widthPx, heightPx, supportedRatios: SUPPORTED });
    expect(describePhotoAnalysis(analysis).replaceAll(NBSP, ' ')).toBe(text);
  });
});
