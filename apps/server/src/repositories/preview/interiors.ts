import type { PreviewLayout, RectPx, SizeCmWH } from '@fotoobraz/domain';
import sharp from 'sharp';
import { ROOMS, ROOM_HEIGHT, ROOM_WIDTH, roomSvg, type RoomPlan } from './interior-rooms.ts';
import type { RawRgb } from './preview-painter.ts';

export const INTERIOR_COUNT = 9;

/** What the carousel shows under each room. */
export const INTERIORS: readonly { key: string; name: string; scalePxPerCm: number }[] = ROOMS.map(
  (r) => ({ key: r.key, name: r.name, scalePxPerCm: r.scale }),
);

/** A hung picture keeps this far above the furniture below it. */
const CLEARANCE_CM = 20;
/** Nothing is placed closer than this to the image's edge. */
const EDGE_PX = 4;

/**
 * Where a piece of `pieceCm` (moulding included) lands on a room, in its pixels, at the room's
 * true scale. Hung: centred at eye level, raised to clear the furniture by 20 cm, lowered to stay
 * under the ceiling (a piece too tall for both keeps the ceiling and overlaps the furniture).
 * Standing: centred on the surface, its bottom on it.
 * @example wallPlacement(ROOMS[0], { width: 60, height: 40 }, false) // -> 144 × 96 px above the sofa
 */
export const wallPlacement = (plan: RoomPlan, pieceCm: SizeCmWH, standing: boolean): RectPx => {
  const s = plan.scale;
  const width = Math.round(pieceCm.width * s);
  const height = Math.round(pieceCm.height * s);
  const centreX = standing ? plan.stand.xCm : plan.hang.xCm;
  const left = clamp(Math.round(centreX * s - width / 2), EDGE_PX, ROOM_WIDTH - width - EDGE_PX);
  const rowAt = (cm: number) => plan.floorY - cm * s;
  if (standing) {
    return { left, top: Math.round(rowAt(plan.stand.onCm)) - height, width, height };
  }
  const { aboveCm, centreCm, ceilingCm } = plan.hang;
  const xCm = (x: number) => x / s;
  const furniture =
    typeof aboveCm === 'number'
      ? aboveCm
      : Math.max(aboveCm(xCm(left)), aboveCm(xCm(left + width)));
  let top = Math.round(rowAt(centreCm) - height / 2);
  top = Math.min(top, Math.round(rowAt(furniture + CLEARANCE_CM)) - height);
  top = Math.max(top, Math.round(rowAt(ceilingCm)), EDGE_PX);
  return { left, top, width, height };
};

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/** A Buffer's bytes as a plain Uint8Array, without copying (the pixel loops see one type). */
const bytes = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.length);

/**
 * How far a piece stands off the wall, in cm: it sets the size and softness of its shadow. A
 * frame's back and hanger, a canvas on its stretcher, glass on its spacer, a print flat on the
 * wall.
 */
const depthCm = (layout: PreviewLayout): number =>
  layout.parts.canvasWrap ? 4 : layout.parts.frame ? 3 : layout.parts.glass ? 2.5 : 0.8;

/** The rooms drawn once, lazily, kept as PNGs; each view decodes one and paints the piece in. */
export class Interiors {
  private readonly rooms = new Map<number, Promise<DrawnRoom>>();

  async place(
    preview: Buffer,
    layout: PreviewLayout,
    interior: number,
  ): Promise<{ jpeg: Buffer; width: number; height: number; piece: RectPx }> {
    if (!Number.isInteger(interior) || interior < 0 || interior >= INTERIOR_COUNT) {
      throw new RangeError(`interior must be 0..${INTERIOR_COUNT - 1}`);
    }
    const plan = ROOMS[interior];
    const standing = layout.parts.desk;
    const target = wallPlacement(plan, layout.pieceCm, standing);
    const [drawn, piece] = await Promise.all([
      this.room(interior).then(decodeRoom),
      pieceAt(preview, layout, target.width, target.height),
    ]);
    const room = drawn.wall;
    const s = plan.scale;
    if (standing) {
      // On the furniture, in front of everything: against the wall behind it, a little to the
      // right, and a dark line where it touches the surface.
      overlay(room, drawn.front);
      shade(room, { ...target, height: target.height - 2 }, 1.2 * s, -0.2 * s, 1.4 * s, 0.28);
      shade(
        room,
        { left: target.left, top: target.top + target.height - 2, width: target.width, height: 3 },
        0.2 * s,
        0.2 * s,
        0.5 * s + 1,
        0.5,
      );
      paste(room, piece, target.left, target.top);
    } else {
      // On the wall: its shadow, then the piece, then whatever stands in front of the wall.
      const depth = depthCm(layout);
      shade(room, target, 0.15 * depth * s, 0.5 * depth * s, 0.35 * depth * s + 1, 0.42);
      shade(room, target, 0, 0, 1.2, 0.25);
      paste(room, piece, target.left, target.top);
      overlay(room, drawn.front);
    }
    const jpeg = await sharp(room.data, {
      raw: { width: room.width, height: room.height, channels: 3 },
    })
      .jpeg({ quality: 85, optimiseCoding: false })
      .toBuffer();
    return { jpeg, width: room.width, height: room.height, piece: target };
  }

  private room(n: number): Promise<DrawnRoom> {
    let room = this.rooms.get(n);
    if (!room) {
      room = renderRoom(ROOMS[n]);
      this.rooms.set(n, room);
      room.catch(() => this.rooms.delete(n));
    }
    return room;
  }
}

/**
 * A room as two PNGs: its wall (RGB) and what stands in front of it (RGBA, clear elsewhere).
 * Kept compressed (about 60 KB a layer, where the pixels would take 3 to 4 MB) and decoded per
 * view in a couple of milliseconds.
 */
interface DrawnRoom {
  wall: Buffer;
  front: Buffer;
}

const renderRoom = async (plan: RoomPlan): Promise<DrawnRoom> => {
  const [wall, front] = await Promise.all([
    sharp(Buffer.from(roomSvg(plan, 'wall')))
      .flatten({ background: '#ffffff' })
      .resize(ROOM_WIDTH, ROOM_HEIGHT, { fit: 'fill' })
      .png()
      .toBuffer(),
    sharp(Buffer.from(roomSvg(plan, 'front')))
      .resize(ROOM_WIDTH, ROOM_HEIGHT, { fit: 'fill' })
      .ensureAlpha()
      .png()
      .toBuffer(),
  ]);
  return { wall, front };
};

interface RoomPixels {
  wall: RawRgb;
  front: { data: Uint8Array; width: number; height: number };
}

const decodeRoom = async (room: DrawnRoom): Promise<RoomPixels> => {
  const [wall, front] = await Promise.all([
    sharp(room.wall).removeAlpha().raw().toBuffer(),
    sharp(room.front).ensureAlpha().raw().toBuffer(),
  ]);
  return {
    wall: { data: bytes(wall), width: ROOM_WIDTH, height: ROOM_HEIGHT },
    front: { data: bytes(front), width: ROOM_WIDTH, height: ROOM_HEIGHT },
  };
};

/** Lays an RGBA layer of the room's size over its RGB pixels. */
const overlay = (room: RawRgb, layer: RoomPixels['front']): void => {
  const { data } = room;
  const top = layer.data;
  for (let i = 0, j = 0; j < top.length; i += 3, j += 4) {
    const a = top[j + 3];
    if (a === 0) continue;
    if (a === 255) {
      data[i] = top[j];
      data[i + 1] = top[j + 1];
      data[i + 2] = top[j + 2];
    } else {
      const b = 255 - a;
      data[i] = (top[j] * a + data[i] * b + 127) / 255;
      data[i + 1] = (top[j + 1] * a + data[i + 1] * b + 127) / 255;
      data[i + 2] = (top[j + 2] * a + data[i + 2] * b + 127) / 255;
    }
  }
};

/** The piece cut from its preview (a desk preview has a tabletop round it) at the wall's size. */
const pieceAt = async (
  preview: Buffer,
  layout: PreviewLayout,
  width: number,
  height: number,
): Promise<RawRgb> => {
  const meta = await sharp(preview).metadata();
  const k = meta.width! / layout.canvas.width;
  const p = layout.pieceRect;
  const whole = p.width === layout.canvas.width && p.height === layout.canvas.height;
  let image = sharp(preview);
  if (!whole) {
    const left = Math.round(p.left * k);
    const top = Math.round(p.top * k);
    image = image.extract({
      left,
      top,
      width: Math.min(meta.width! - left, Math.round(p.width * k)),
      height: Math.min(meta.height! - top, Math.round(p.height * k)),
    });
  }
  const { data, info } = await image
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Copies `image` onto `room` at (left, top), clipped to the room. */
const paste = (room: RawRgb, image: RawRgb, left: number, top: number): void => {
  const x0 = Math.max(0, left);
  const x1 = Math.min(room.width, left + image.width);
  if (x1 <= x0) return;
  for (let y = Math.max(0, top); y < Math.min(room.height, top + image.height); y++) {
    const from = ((y - top) * image.width + (x0 - left)) * 3;
    room.data.set(image.data.subarray(from, from + (x1 - x0) * 3), (y * room.width + x0) * 3);
  }
};

/**
 * Darkens `room` with the soft shadow of `rect` moved by (dx, dy): a rectangle blurred by a
 * Gaussian of `sigma`, computed exactly as the product of two error-function edges, so it needs
 * no blur pass and is the same on every run.
 */
const shade = (
  room: RawRgb,
  rect: RectPx,
  dx: number,
  dy: number,
  sigma: number,
  opacity: number,
): void => {
  const reach = Math.ceil(3 * sigma);
  const a = rect.left + dx;
  const b = rect.left + rect.width + dx;
  const c = rect.top + dy;
  const d = rect.top + rect.height + dy;
  const x0 = Math.max(0, Math.floor(a - reach));
  const x1 = Math.min(room.width, Math.ceil(b + reach));
  const y0 = Math.max(0, Math.floor(c - reach));
  const y1 = Math.min(room.height, Math.ceil(d + reach));
  const edge = (v: number, lo: number, hi: number) =>
    0.5 * (erf((v + 0.5 - lo) / (Math.SQRT2 * sigma)) - erf((v + 0.5 - hi) / (Math.SQRT2 * sigma)));
  const across = new Float64Array(x1 - x0);
  for (let x = x0; x < x1; x++) across[x - x0] = edge(x, a, b);
  for (let y = y0; y < y1; y++) {
    const down = edge(y, c, d) * opacity;
    let i = (y * room.width + x0) * 3;
    for (let x = 0; x < across.length; x++, i += 3) {
      const k = 1 - down * across[x];
      room.data[i] *= k;
      room.data[i + 1] *= k;
      room.data[i + 2] *= k;
    }
  }
};

/** The error function (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
const erf = (x: number): number => {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return sign * y;
};
