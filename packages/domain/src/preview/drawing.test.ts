import { describe, expect, it } from 'vitest';
import { PRODUCT_ENUM } from '../entities/enums.ts';
import {
  deskRowRgb,
  deskScene,
  deskShadowRow,
  drawingLayout,
  edgeLightFactor,
  flatMouldingRgb,
  photoSourceOf,
  previewDrawing,
  sheenAlpha,
  type PreviewPiece,
} from './drawing.ts';
import { previewLayout, type PreviewSpec } from './geometry.ts';
import { previewSpecOf } from './piece-spec.ts';

const WORKING = { width: 2400, height: 1800 };
const whole = { x: 0, y: 0, ...WORKING };

const piece = (
  spec: Partial<PreviewSpec> = {},
  more: Partial<PreviewPiece> = {},
): PreviewPiece => ({
  spec: {
    kind: 'PHOTOPASPARTAFRAME',
    outerCm: { width: 50, height: 40 },
    photoCm: { width: 40, height: 30 },
    frame: { faceWidthMm: 20, colorHex: '#5a4232' },
    mat: { colorHex: '#ffffff' },
    ...spec,
  },
  frameTextureId: 12,
  crop: whole,
  image: WORKING,
  ...more,
});

describe('previewDrawing: a 50 × 40 mat with a 40 × 30 window in a 20 mm moulding', () => {
  const drawing = previewDrawing(piece());

  it('measures the piece in millimetres at its true proportions', () => {
    expect(drawing.geometry.pieceMm).toEqual({ width: 540, height: 440 });
    expect(drawing.geometry.canvasMm).toEqual({ width: 540, height: 440 });
    expect(drawing.geometry.outerMm).toEqual({ width: 500, height: 400 });
    expect(drawing.geometry.windowMm).toEqual({ width: 400, height: 300 });
    expect(drawing.geometry.faceMm).toBe(20);
  });

  it('names the frame whose texture runs along the moulding, mitred, lit from the upper left', () => {
    expect(drawing.moulding).toMatchObject({
      faceMm: 20,
      texture: { frameId: 12 },
      colorHex: '#5a4232',
      corners: 'mitre',
    });
    const [top, right, bottom, left] = drawing.moulding!.sideLight;
    expect(top).toBeGreaterThan(left);
    expect(left).toBeGreaterThan(right);
    expect(right).toBeGreaterThan(bottom);
  });

  it('has a mat of its colour with a 2 mm bevel whose core is lighter than its face', () => {
    expect(drawing.mat).toMatchObject({ colorHex: '#ffffff', bevel: { widthMm: 2 } });
    const dark = previewDrawing(piece({ mat: { colorHex: '#404040' } })).mat!;
    expect(dark.bevel.coreRgb[0]).toBeGreaterThan(0x40 + 100);
  });

  it('casts the moulding’s shadow 3.5 mm, has glass, and no outline, wrap or desk', () => {
    expect(drawing.frameShadow?.reachMm).toBe(3.5);
    expect(drawing.sheen?.strength).toBe(1);
    expect(drawing.outline).toBeNull();
    expect(drawing.canvasWrap).toBeNull();
    expect(drawing.desk).toBeNull();
  });

  it('takes a crop of the window’s shape whole', () => {
    const crop = { x: 300, y: 225, width: 1800, height: 1350 };
    expect(previewDrawing(piece({}, { crop })).photo.source).toEqual({
      left: 0.125,
      top: 0.125,
      width: 0.75,
      height: 0.75,
    });
  });

  it('is plain data: it survives JSON unchanged', () => {
    expect(JSON.parse(JSON.stringify(drawing))).toEqual(drawing);
  });

  it('lays out at any size as previewLayout does', () => {
    for (const longSidePx of [1200, 720, 333]) {
      expect(drawingLayout(drawing, longSidePx)).toEqual(
        previewLayout({ ...piece().spec, longSidePx }),
      );
    }
  });
});

describe('previewDrawing: parts by kind', () => {
  const plain = (kind: PreviewSpec['kind']) =>
    previewDrawing(
      piece({ kind, photoCm: { width: 50, height: 40 }, mat: undefined }, { frameTextureId: null }),
    );

  it.each(PRODUCT_ENUM.map((kind) => [kind]))('%s has the parts of its kind', (kind) => {
    const drawing = plain(kind);
    const { parts } = drawing.geometry;
    expect(drawing.moulding !== null).toBe(parts.frame);
    expect(drawing.mat).toBeNull();
    expect(drawing.outline !== null).toBe(!parts.frame);
    expect(drawing.desk !== null).toBe(parts.desk);
    expect(drawing.sheen !== null).toBe(parts.glass || parts.laminated);
    expect(drawing.canvasWrap !== null).toBe(parts.canvasWrap && !parts.frame);
  });

  it('a moulding without a texture is its colour', () => {
    expect(plain('PHOTOFRAME').moulding?.texture).toBeNull();
  });

  it('laminate shines less than glass, and glass gives the outline a glint', () => {
    expect(plain('PLAINPHOTOLAMIN').sheen!.strength).toBeLessThan(
      plain('PHOTOGLASS').sheen!.strength,
    );
    expect(plain('PHOTOGLASS').outline).toEqual({ shade: 0.7, glint: 0.45 });
    expect(plain('PLAINPHOTOLAMIN').outline).toEqual({ shade: 0.88, glint: null });
  });

  it('a canvas rolls its edges 6 mm deep', () => {
    expect(plain('PHOTOCANVAS').canvasWrap?.reachMm).toBe(6);
  });

  it('falls back to the default colours for malformed ones', () => {
    const drawing = previewDrawing(
      piece({ frame: { faceWidthMm: 20, colorHex: 'oak' }, mat: { colorHex: '#zzzzzz' } }),
    );
    expect(drawing.moulding?.colorHex).toBe('#2b2b2b');
    expect(drawing.mat?.colorHex).toBe('#f8f8f5');
  });
});

describe('photoSourceOf', () => {
  it.each([
    // crop, image, window -> source
    [whole, WORKING, { width: 400, height: 300 }, { left: 0, top: 0, width: 1, height: 1 }],
    [whole, WORKING, { width: 300, height: 300 }, { left: 0.125, top: 0, width: 0.75, height: 1 }],
    [whole, WORKING, { width: 400, height: 200 }, { left: 0, top: 1 / 6, width: 1, height: 2 / 3 }],
    [
      { x: -50, y: 0, width: 5000, height: 1800 },
      WORKING,
      { width: 4, height: 3 },
      { left: 0, top: 0, width: 1, height: 1 },
    ],
  ])('%j of %j into %j -> %j', (crop, image, window, source) => {
    const found = photoSourceOf(crop, image, window);
    for (const key of ['left', 'top', 'width', 'height'] as const) {
      expect(found[key]).toBeCloseTo(source[key], 9);
    }
  });
});

describe('light', () => {
  it('edgeLightFactor fades quadratically to nothing at its reach', () => {
    expect(edgeLightFactor(-0.3, 0, 10)).toBeCloseTo(0.7, 9);
    expect(edgeLightFactor(-0.3, 5, 10)).toBeCloseTo(1 - 0.3 * 0.25, 9);
    expect(edgeLightFactor(-0.3, 10, 10)).toBe(1);
  });

  it('sheenAlpha peaks on its broad band, with a narrow streak beside it', () => {
    const sheen = previewDrawing(piece()).sheen!;
    expect(sheenAlpha(sheen, 0.3)).toBeCloseTo(0.1 + 0.05 * Math.exp(-((0.18 / 0.04) ** 2)), 9);
    expect(sheenAlpha(sheen, 0.48)).toBeGreaterThan(0.05);
    expect(sheenAlpha(sheen, 0)).toBeLessThan(0.001);
    expect(sheenAlpha(sheen, 1)).toBeLessThan(0.001);
  });

  it('flatMouldingRgb lights the outer edge and darkens the inner lip', () => {
    const black = [43, 43, 43] as const;
    expect(flatMouldingRgb(black, 0.22)[0]).toBeGreaterThan(flatMouldingRgb(black, 0)[0]);
    expect(flatMouldingRgb(black, 1)[0]).toBeLessThan(43);
    expect(flatMouldingRgb([255, 255, 255], 0.22)).toEqual([255, 255, 255]);
  });
});

describe('the desk', () => {
  const drawing = previewDrawing(
    piece({ kind: 'PHOTODESKFRAME', photoCm: { width: 50, height: 40 }, mat: undefined }),
  );
  const layout = drawingLayout(drawing, 1200);
  const scene = deskScene(layout);

  it('stands the piece on the surface, the wall behind, the front edge below', () => {
    expect(scene.surface).toBe(layout.surfaceY);
    expect(scene.horizon).toBeLessThan(scene.surface);
    expect(scene.front).toBeGreaterThan(scene.surface);
    expect(scene.front).toBeLessThan(layout.canvas.height);
  });

  it('colours the rows wall, table, lit front edge, front face', () => {
    const desk = drawing.desk!;
    const h = layout.canvas.height;
    expect(deskRowRgb(desk, scene, 0, h)[0]).toBeCloseTo(240 * 1.01, 9);
    expect(deskRowRgb(desk, scene, scene.horizon, h)[0]).toBeCloseTo(222 * 0.95, 9);
    expect(deskRowRgb(desk, scene, scene.front, h)).toEqual(desk.frontEdgeRgb);
    expect(deskRowRgb(desk, scene, scene.front + 1, h)[0]).toBeLessThan(203);
  });

  it('darkens most where the piece touches, fading as the shadow falls back', () => {
    const desk = drawing.desk!;
    expect(deskShadowRow(desk, scene, layout, scene.surface)?.alpha).toBeCloseTo(0.32, 9);
    const back = deskShadowRow(desk, scene, layout, scene.surface - scene.reach + 1)!;
    expect(back.alpha).toBeLessThan(0.05);
    expect(back.from).toBeGreaterThan(layout.pieceRect.left);
    expect(deskShadowRow(desk, scene, layout, scene.surface - scene.reach - 1)).toBeNull();
    expect(deskShadowRow(desk, scene, layout, scene.surface + scene.contact)).toBeNull();
  });
});

describe('previewSpecOf', () => {
  it('turns a portrait piece’s mat window and takes the rows’ colours', () => {
    expect(
      previewSpecOf(
        'PHOTOPASPARTAFRAME',
        { width: 40, height: 50 },
        { photoSizeCm: '40x30' },
        { colorCode: '#5a4232' },
        20,
        { colorCode: null, frameColorCatEnum: 'BIELA' },
      ),
    ).toEqual({
      kind: 'PHOTOPASPARTAFRAME',
      outerCm: { width: 40, height: 50 },
      photoCm: { width: 30, height: 40 },
      frame: { faceWidthMm: 20, colorHex: '#5a4232' },
      mat: { colorHex: '#f8f8f5' },
    });
  });

  it('leaves the frame out of a kind without one', () => {
    expect(
      previewSpecOf(
        'PHOTOCANVAS',
        { width: 60, height: 40 },
        null,
        { colorCode: '#000000' },
        20,
        null,
      ),
    ).not.toHaveProperty('frame');
  });
});
