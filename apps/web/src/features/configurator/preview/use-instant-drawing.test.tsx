import { finalSizeCm, previewDrawing, previewSpecOf, type PreviewDrawing } from '@fotoobraz/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { frameQuery, framesQuery, NO_FRAME_FILTERS } from '../api/get-frames';
import type { Frame } from '../api/types';
import type { ConfigurationView } from '../hooks/use-configuration';
import type { Picture } from '../model/picture';
import { useInstantDrawing } from './use-instant-drawing';

const CONFIG = { id: 1, totalSizeCm: '50x40', photoSizeCm: '40x30', mirrorAddonSquare: null };
const MAT = { id: 4, name: 'Biela', colorCode: null, frameColorCatEnum: 'BIELA' };
const FRAME = {
  id: 5,
  name: 'Orech',
  colorCode: '#5a4232',
  textureContentType: 'image/jpeg',
  frameProfile: { id: 2, thickness: 20 },
} as unknown as Frame;

/** A framed piece with a mat, everything chosen, as useConfiguration returns it. */
const view = {
  product: { productEnum: 'PHOTOPASPARTAFRAME', name: 'Fotografia s paspartou v ráme' },
  resolved: {
    ids: { productConfig: 1, printMedia: 2, glass: 3, pasparta: 4, frame: 5 },
    photoOnlySize: null,
    missing: [],
  },
  options: { productConfig: [CONFIG], pasparta: [MAT], printMedia: [], glass: [] },
} as unknown as ConfigurationView;

/** A portrait photo: its thumbnail 667 × 1000 px, the original 4000 × 6000. */
const picture = {
  ref: { kind: 'photo', id: 9 },
  width: 4000,
  height: 6000,
  thumbWidth: 667,
  thumbHeight: 1000,
  thumbUrl: 'data:image/jpeg;base64,AAAA',
} as Picture;

const withCache = (fill: (client: QueryClient) => void) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fill(client);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
};

describe('useInstantDrawing', () => {
  it('draws what the server will draw for the same rows: portrait, the mat window turned', () => {
    const { result } = renderHook(() => useInstantDrawing(view, picture, null), {
      wrapper: withCache((client) => client.setQueryData(frameQuery(5).queryKey, FRAME)),
    });
    const final = finalSizeCm(
      { totalSizeCm: '50x40', photoSizeCm: '40x30', mirrorAddonSquare: null },
      'portrait',
    );
    const expected: PreviewDrawing = previewDrawing({
      spec: previewSpecOf(
        'PHOTOPASPARTAFRAME',
        { width: final.widthCm, height: final.heightCm },
        CONFIG,
        FRAME,
        20,
        MAT,
      ),
      frameTextureId: 5,
      crop: { x: 0, y: 0, width: 667, height: 1000 },
      image: { width: 667, height: 1000 },
    });
    expect(result.current?.drawing).toEqual(expected);
    expect(result.current?.drawing.geometry.outerMm).toEqual({ width: 400, height: 500 });
    expect(result.current?.drawing.geometry.windowMm).toEqual({ width: 300, height: 400 });
    expect(result.current?.description).toBe(
      'Fotografia s paspartou v ráme 40 × 50\u00a0cm, Orech, Biela',
    );
  });

  it('knows a frame picked from the list before its own request answers', () => {
    const { result } = renderHook(() => useInstantDrawing(view, picture, null), {
      wrapper: withCache((client) =>
        client.setQueryData(framesQuery(NO_FRAME_FILTERS).queryKey, {
          pages: [{ rows: [FRAME], page: 0, total: 1, hasNext: false }],
          pageParams: [0],
        }),
      ),
    });
    expect(result.current?.drawing.moulding).toMatchObject({ faceMm: 20, texture: { frameId: 5 } });
  });

  it('keeps the same object when the frame’s own answer draws the same, so it is painted once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(framesQuery(NO_FRAME_FILTERS).queryKey, {
      pages: [{ rows: [FRAME], page: 0, total: 1, hasNext: false }],
      pageParams: [0],
    });
    const { result, rerender } = renderHook(() => useInstantDrawing(view, picture, null), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    const first = result.current;
    await act(async () => {
      client.setQueryData(frameQuery(5).queryKey, { ...FRAME, texture: 'AAAA' });
    });
    rerender();
    expect(first).not.toBeNull();
    expect(result.current).toBe(first);
  });

  it('is null while the chosen frame is not known, or a choice is missing', () => {
    const unknownFrame = renderHook(() => useInstantDrawing(view, picture, null), {
      wrapper: withCache(() => undefined),
    });
    expect(unknownFrame.result.current).toBeNull();
    const missing = { ...view, resolved: { ...view.resolved!, missing: ['pasparta'] } };
    const { result } = renderHook(
      () => useInstantDrawing(missing as ConfigurationView, picture, null),
      { wrapper: withCache((client) => client.setQueryData(frameQuery(5).queryKey, FRAME)) },
    );
    expect(result.current).toBeNull();
  });
});
