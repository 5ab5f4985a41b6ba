import {
  Sketch,
  type RoomLayer,
  books,
  cabinet,
  floorLamp,
  floorShadow,
  plant,
  room,
  tableLamp,
  vase,
  windowPane,
} from './interior-sketch.ts';

/**
 * The nine rooms of the wall carousel (DESIGN.md §6), drawn rather than photographed: each is an
 * elevation of one wall at a known scale, with the furniture at its real size, a place where a
 * picture hangs and a surface where a desk piece stands.
 */
export interface RoomPlan {
  readonly key: string;
  /** Shown to the customer. */
  readonly name: string;
  /** Pixels per centimetre of the whole drawing. */
  readonly scale: number;
  /** Row where the wall meets the floor. */
  readonly floorY: number;
  /**
   * Where a picture hangs: centred on `xCm`, its centre at `centreCm` above the floor (eye level),
   * but at least 20 cm above what stands below it (`aboveCm`, or a function of x for a
   * staircase) and below `ceilingCm`.
   */
  readonly hang: {
    readonly xCm: number;
    readonly centreCm: number;
    readonly aboveCm: number | ((xCm: number) => number);
    readonly ceilingCm: number;
  };
  /** Where a desk piece stands: centred on `xCm`, on a surface `onCm` above the floor. */
  readonly stand: { readonly xCm: number; readonly onCm: number };
  draw(k: Sketch): void;
}

export const ROOM_WIDTH = 1200;
export const ROOM_HEIGHT = 800;

const BOOKS = [
  '#8c3b2f',
  '#3f5b6e',
  '#d2b48c',
  '#6b7d5c',
  '#c9a227',
  '#4a4a4a',
  '#b5651d',
  '#e8e1d3',
];

const sofa = (k: Sketch, x: number, w: number, body: string, pillows: readonly string[]): void => {
  floorShadow(k, x, w, 0.16);
  for (const lx of [x + 8, x + w - 12]) k.box(lx, 0, 4, 10, '#3b2f27', 0.5);
  k.box(x + 6, 38, w - 12, 49, body, 9);
  k.box(x + 6, 38, w - 12, 49, '#000000', 9, ' opacity="0.1"');
  pillows.forEach((colour, n) => {
    const px = x + 44 + (n * (w - 88)) / Math.max(1, pillows.length - 1);
    const tilt = (n - (pillows.length - 1) / 2) * 5;
    k.add(
      `<g transform="rotate(${tilt} ${k.px(px)} ${k.rowAt(60)})"><rect x="${k.px(px - 20)}" y="${k.rowAt(80)}" width="${k.px(40)}" height="${k.px(36)}" rx="${k.px(8)}" fill="${colour}"/></g>`,
    );
  });
  k.box(x + 20, 10, w - 40, 36, body, 3);
  k.box(x + 20, 40, (w - 40) / 2 - 0.6, 6, '#ffffff', 2, ' opacity="0.1"');
  k.box(x + w / 2 + 0.6, 40, (w - 40) / 2 - 0.6, 6, '#ffffff', 2, ' opacity="0.1"');
  k.box(x + w / 2 - 0.6, 10, 1.2, 36, '#000000', 0, ' opacity="0.12"');
  for (const ax of [x, x + w - 24]) {
    k.box(ax, 10, 24, 52, body, 8);
    k.box(ax, 10, 24, 52, '#000000', 8, ` opacity="${ax === x ? 0.04 : 0.14}"`);
  }
};

const armchair = (k: Sketch, x: number, w: number, body: string): void => {
  floorShadow(k, x, w, 0.16);
  for (const lx of [x + 6, x + w - 10])
    k.poly(
      [
        [lx, 12],
        [lx + 4, 12],
        [lx + 3, 0],
        [lx + 1.5, 0],
      ],
      '#3b2f27',
    );
  const back = (fill: string, extra = '') =>
    k.path(
      (p) =>
        `M${p(x + 8, 40)} L${p(x + 8, 92)} Q${p(x + 8, 104)} ${p(x + 20, 104)} L${p(x + w - 20, 104)} Q${p(x + w - 8, 104)} ${p(x + w - 8, 92)} L${p(x + w - 8, 40)} Z`,
      fill,
      extra,
    );
  back(body);
  back('#000000', ' opacity="0.08"');
  k.box(x + 16, 12, w - 32, 32, body, 3);
  k.box(x + 16, 38, w - 32, 6, '#ffffff', 2, ' opacity="0.12"');
  for (const ax of [x, x + w - 18]) {
    const arm = (fill: string, extra = '') =>
      k.path(
        (p) =>
          `M${p(ax, 12)} L${p(ax, 62)} Q${p(ax, 70)} ${p(ax + 9, 70)} Q${p(ax + 18, 70)} ${p(ax + 18, 62)} L${p(ax + 18, 12)} Z`,
        fill,
        extra,
      );
    arm(body);
    arm('#000000', ` opacity="${ax === x ? 0.03 : 0.12}"`);
  }
};

const table = (
  k: Sketch,
  x: number,
  w: number,
  h: number,
  top: string,
  leg: string,
  shelfCm = 0,
): void => {
  floorShadow(k, x, w, 0.1);
  for (const lx of [x + 3, x + w - 6]) k.box(lx, 0, 3, h - 3, leg);
  if (shelfCm > 0) k.box(x + 3, shelfCm, w - 6, 2, top);
  k.box(x, h - 3, w, 3, top, 0.5);
  k.box(x, h - 0.8, w, 0.8, '#ffffff', 0, ' opacity="0.3"');
};

/** A dining or kitchen chair seen from the front, its back rising above the table. */
const chair = (k: Sketch, x: number, wood: string, seat: string): void => {
  for (const lx of [x + 2, x + 38]) k.box(lx, 0, 2.6, 92, wood, 1);
  k.box(x + 2, 72, 38.6, 16, seat, 3);
  k.box(x, 44, 43, 4, seat, 1.5);
};

const livingRoom: RoomPlan = {
  key: 'living-room',
  name: 'Obývačka',
  scale: 2.4,
  floorY: 700,
  hang: { xCm: 250, centreCm: 140, aboveCm: 87, ceilingCm: 270 },
  stand: { xCm: 418, onCm: 62 },
  draw(k) {
    room(k, {
      wall: '#ebe5db',
      wallLow: '#ddd4c7',
      ceiling: '#f5f2ec',
      ceilingCm: 270,
      floor: '#b08461',
      floorFar: '#9a7050',
      skirting: '#f3efe7',
    });
    windowPane(k, 14, 92, 70, 140, '#f6f3ee');
    k.furniture();
    k.add(
      `<rect y="${k.floorY + 24}" x="${k.px(130)}" width="${k.px(250)}" height="${k.height - k.floorY - 40}" fill="#d8cbb7" rx="${k.px(3)}"/>`,
    );
    plant(k, 118, 135, '#e3ddd3', '#4f7a5a', 7);
    sofa(k, 150, 200, '#5e7b78', ['#d7a86e', '#efe6d6', '#d7a86e']);
    cabinet(k, 385, 102, 62, '#8a6a4f', { legCm: 14, fronts: 2, knob: '#d8c08f' });
    tableLamp(k, 466, 62, '#cfc3b2', '#f4eee2');
  },
};

const bedroom: RoomPlan = {
  key: 'bedroom',
  name: 'Spálňa',
  scale: 2.4,
  floorY: 700,
  hang: { xCm: 232, centreCm: 150, aboveCm: 118, ceilingCm: 270 },
  stand: { xCm: 428, onCm: 82 },
  draw(k) {
    room(k, {
      wall: '#e1e6e2',
      wallLow: '#d2d9d4',
      ceiling: '#f3f4f1',
      ceilingCm: 270,
      floor: '#c7a27c',
      floorFar: '#b48d68',
      skirting: '#f1f2ee',
    });
    k.furniture();
    // Curtain by the unseen window on the left.
    k.box(4, 0, 58, 262, '#efe7da', 2);
    for (let n = 0; n < 5; n++) k.box(10 + n * 11, 0, 3, 262, '#000000', 1, ' opacity="0.05"');
    k.box(0, 262, 80, 3, '#8a7a68', 1);
    const bedX = 152;
    k.path(
      (p) =>
        `M${p(bedX, 20)} L${p(bedX, 104)} Q${p(bedX, 118)} ${p(bedX + 14, 118)} L${p(bedX + 146, 118)} Q${p(bedX + 160, 118)} ${p(bedX + 160, 104)} L${p(bedX + 160, 20)} Z`,
      '#8e9f8c',
    );
    for (let n = 1; n < 4; n++)
      k.box(bedX + n * 40 - 0.5, 58, 1, 56, '#000000', 0, ' opacity="0.08"');
    k.box(bedX + 14, 52, 56, 22, '#f7f5f0', 8);
    k.box(bedX + 90, 52, 56, 22, '#f7f5f0', 8);
    k.box(bedX + 30, 50, 40, 17, '#c98f7e', 6);
    floorShadow(k, bedX - 6, 172, 0.16);
    k.box(bedX - 6, 8, 172, 50, '#f4f1ea', 5);
    k.box(bedX - 6, 8, 172, 20, '#c6cfc2', 4);
    k.box(bedX - 6, 26, 172, 2, '#000000', 0, ' opacity="0.06"');
    for (const lx of [bedX, bedX + 154]) k.box(lx, 0, 6, 9, '#5e4a3a', 1);
    for (const nx of [98, 320]) {
      cabinet(k, nx, 46, 56, '#d9cdb9', { legCm: 10, drawers: 2, knob: '#9a8366' });
      tableLamp(k, nx + 23, 56, '#b9a68a', '#f6f1e6');
    }
    cabinet(k, 385, 105, 82, '#6f7f86', { legCm: 10, drawers: 3, knob: '#d8c08f' });
    vase(k, 476, 82, '#e8ddcb', '#c98f7e');
  },
};

const hallway: RoomPlan = {
  key: 'hallway',
  name: 'Chodba',
  scale: 2.6,
  floorY: 720,
  hang: { xCm: 247, centreCm: 150, aboveCm: 80, ceilingCm: 265 },
  stand: { xCm: 222, onCm: 80 },
  draw(k) {
    room(k, {
      wall: '#f0eadf',
      wallLow: '#e3d9c9',
      ceiling: '#f7f4ee',
      ceilingCm: 265,
      floor: '#8f6e52',
      floorFar: '#7c5e45',
      skirting: '#f6f2ea',
    });
    k.furniture();
    k.add(
      `<rect x="${k.px(150)}" y="${k.floorY + 30}" width="${k.px(190)}" height="${k.height - k.floorY - 30}" fill="#b0563f"/>`,
    );
    k.add(
      `<rect x="${k.px(156)}" y="${k.floorY + 36}" width="${k.px(178)}" height="${k.height - k.floorY - 36}" fill="none" stroke="#e9d3b5" stroke-width="2"/>`,
    );
    // Coats on a rail of hooks.
    k.box(20, 168, 100, 4, '#6d5440', 1);
    const coats = ['#3f4e5c', '#b8874c', '#7d3c3c'];
    coats.forEach((colour, n) => {
      const cx = 38 + n * 32;
      k.box(cx - 1, 162, 2, 8, '#2f2f2f');
      k.path(
        (p) =>
          `M${p(cx - 3, 163)} L${p(cx - 14, 154)} Q${p(cx - 16, 120)} ${p(cx - 17, 82)} L${p(cx + 17, 82)} Q${p(cx + 16, 120)} ${p(cx + 14, 154)} L${p(cx + 3, 163)} Z`,
        colour,
      );
      k.poly(
        [
          [cx - 4, 158],
          [cx + 4, 158],
          [cx, 128],
        ],
        '#000000',
        ' opacity="0.18"',
      );
      k.box(cx - 0.5, 84, 1, 44, '#000000', 0, ' opacity="0.15"');
    });
    k.box(18, 0, 104, 45, '#d7c7ad', 2);
    k.box(18, 40, 104, 5, '#6d5440', 1);
    // A door on the right.
    k.onWall(() => {
      k.box(352, 0, 98, 212, '#f7f4ee', 1);
      k.box(357, 0, 88, 206, '#e4dccf');
      for (const [py, ph] of [
        [110, 86],
        [14, 84],
      ] as const)
        k.box(365, py, 72, ph, '#000000', 1, ' opacity="0.05"');
      k.box(436, 98, 6, 2, '#b9a27d', 1);
    });
    table(k, 192, 110, 80, '#8c6a4c', '#2c2c2c', 18);
    k.box(202, 20, 30, 20, '#c9b48f', 3);
    vase(k, 284, 80, '#2f4858', '#e0b25a');
  },
};

const office: RoomPlan = {
  key: 'office',
  name: 'Pracovňa',
  scale: 2.6,
  floorY: 720,
  hang: { xCm: 228, centreCm: 150, aboveCm: 122, ceilingCm: 265 },
  stand: { xCm: 266, onCm: 75 },
  draw(k) {
    room(k, {
      wall: '#e7eaec',
      wallLow: '#d6dbdf',
      ceiling: '#f4f5f6',
      ceilingCm: 265,
      floor: '#b6a38b',
      floorFar: '#a08c73',
      skirting: '#f3f4f4',
    });
    k.furniture();
    // A shelf unit with books on the left.
    k.box(24, 0, 92, 192, '#f1efea', 1);
    for (let n = 0; n < 4; n++) {
      const on = 8 + n * 46;
      k.box(28, on, 84, 42, '#000000', 0, ' opacity="0.06"');
      books(k, 30, on, n === 2 ? 46 : 80, 11 + n, BOOKS);
      k.box(24, on - 2, 92, 2, '#e2dfd8');
    }
    plant(k, 88, 60, '#3e4a52', '#5b8a63', 5, 192);
    // The desk with a monitor and a chair pushed in.
    const desk = 160;
    floorShadow(k, desk, 140, 0.1);
    for (const lx of [desk + 6, desk + 130])
      k.poly(
        [
          [lx - 4, 0],
          [lx - 2, 0],
          [lx + 2, 72],
          [lx, 72],
        ],
        '#2a2a2a',
      );
    for (const lx of [desk + 10, desk + 134])
      k.poly(
        [
          [lx + 2, 0],
          [lx + 4, 0],
          [lx - 2, 72],
          [lx - 4, 72],
        ],
        '#2a2a2a',
      );
    k.box(desk, 72, 140, 3, '#c19669', 0.5);
    k.box(desk, 74.2, 140, 0.8, '#ffffff', 0, ' opacity="0.3"');
    k.box(200, 75, 18, 1.5, '#2b2f33', 0.5);
    k.box(207, 76, 4, 12, '#2b2f33');
    k.box(182, 86, 54, 34, '#2b2f33', 1);
    k.box(184, 88, 50, 30, k.gradient('#51677a', '#2f3f4e'));
    k.box(285, 75, 8, 9, '#e6e1d6', 1);
    k.box(293, 77, 2.5, 5, 'none', 1, ' stroke="#e6e1d6" stroke-width="2"');
    k.ellipse(208, 2, 30, 2, '#000000', ' opacity="0.12"');
    k.box(206, 6, 4, 40, '#333333');
    k.poly(
      [
        [182, 3],
        [234, 3],
        [230, 0],
        [186, 0],
      ],
      '#333333',
    );
    k.box(186, 44, 44, 8, '#3d4852', 3);
    k.box(190, 56, 36, 44, '#3d4852', 6);
    k.box(206, 50, 4, 7, '#333333');
    plant(k, 372, 115, '#d9d2c5', '#5f8c6a', 3);
  },
};

const diningRoom: RoomPlan = {
  key: 'dining-room',
  name: 'Jedáleň',
  scale: 2.2,
  floorY: 690,
  hang: { xCm: 370, centreCm: 145, aboveCm: 82, ceilingCm: 270 },
  stand: { xCm: 334, onCm: 82 },
  draw(k) {
    room(k, {
      wall: '#ecdfd1',
      wallLow: '#dccbb9',
      ceiling: '#f6f0e8',
      ceilingCm: 270,
      floor: '#a98160',
      floorFar: '#94694a',
      skirting: '#f5eee5',
    });
    k.furniture();
    windowPane(k, 470, 90, 64, 150, '#f7f2ea');
    cabinet(k, 290, 160, 82, '#3f5b5a', { legCm: 16, fronts: 4, knob: '#d2b072' });
    vase(k, 430, 82, '#efe6d8', '#d98c5f');
    // Pendant lamp over the dining table.
    k.line(125, 270, 125, 175, '#3a3a3a', 0.6);
    k.onWall(() => k.ellipse(125, 160, 80, 50, k.glow('#fff1cc', 0.5)));
    k.path(
      (p) => `M${p(103, 160)} Q${p(103, 180)} ${p(125, 180)} Q${p(147, 180)} ${p(147, 160)} Z`,
      '#2f3e3d',
    );
    for (const cx of [40, 100, 160]) chair(k, cx, '#5b4332', '#c7b299');
    table(k, 30, 190, 76, '#7a5a41', '#5b4332');
    k.box(70, 76, 26, 2, '#f0ebe3', 1);
    k.ellipse(83, 79, 9, 2, '#dcd3c4');
    k.ellipse(150, 82, 7, 6, '#c7813b');
    k.ellipse(140, 80, 6, 4, '#d9a441');
  },
};

const kidsRoom: RoomPlan = {
  key: 'kids-room',
  name: 'Detská izba',
  scale: 2.6,
  floorY: 720,
  hang: { xCm: 159, centreCm: 130, aboveCm: 92, ceilingCm: 205 },
  stand: { xCm: 330, onCm: 72 },
  draw(k) {
    room(k, {
      wall: '#f4e6d9',
      wallLow: '#ecd7c4',
      ceiling: '#faf4ee',
      ceilingCm: 265,
      floor: '#d2b28c',
      floorFar: '#c09e78',
      skirting: '#fbf6f0',
    });
    k.furniture();
    // Bunting across the top of the wall.
    const flags = ['#e9a6a1', '#f2cf7e', '#9fc9c2', '#b7b4dd', '#f0b088'];
    k.path(
      (p) => `M${p(10, 236)} Q${p(230, 212)} ${p(450, 236)}`,
      'none',
      ' stroke="#9b8a7a" stroke-width="2"',
    );
    for (let n = 0; n < 15; n++) {
      const x = 22 + n * 29;
      const t = (x - 10) / 440;
      const h = 236 - 24 * 4 * t * (1 - t) * 1.0;
      k.poly(
        [
          [x - 7, h + 0.5],
          [x + 7, h - 0.5],
          [x, h - 15],
        ],
        flags[n % flags.length],
      );
    }
    k.add(
      `<ellipse cx="${k.px(180)}" cy="${k.floorY + 46}" rx="${k.px(120)}" ry="34" fill="#9fc9c2" opacity="0.75"/>`,
    );
    // A low bed seen from the side.
    floorShadow(k, 56, 210, 0.14);
    k.box(56, 0, 8, 92, '#9fc9c2', 3);
    k.box(254, 0, 8, 68, '#9fc9c2', 3);
    k.box(64, 8, 190, 22, '#e6cfb6');
    k.box(64, 28, 190, 22, '#fbfaf7', 3);
    k.box(68, 48, 42, 14, '#ffffff', 6);
    k.box(104, 26, 152, 30, '#f2cf7e', 6);
    for (let n = 0; n < 36; n++) {
      const row = Math.floor(n / 12);
      k.ellipse(
        112 + (n % 12) * 12 + (row % 2) * 6,
        33 + row * 8,
        1.5,
        1.5,
        '#ffffff',
        ' opacity="0.75"',
      );
    }
    cabinet(k, 296, 96, 72, '#ffffff', { legCm: 8, drawers: 3, knob: '#e9a6a1' });
    // A teddy bear on the chest.
    const bx = 374;
    k.ellipse(bx, 82, 10, 10, '#b98a5e');
    k.ellipse(bx, 100, 8, 8, '#c69a6c');
    k.ellipse(bx - 6.5, 106.5, 3, 3, '#b98a5e');
    k.ellipse(bx + 6.5, 106.5, 3, 3, '#b98a5e');
    k.ellipse(bx, 98, 3, 2.4, '#e7cfb0');
    k.ellipse(bx - 8, 76, 3.6, 4.5, '#c69a6c');
    k.ellipse(bx + 8, 76, 3.6, 4.5, '#c69a6c');
    k.ellipse(bx - 3, 101.5, 0.9, 0.9, '#2b2b2b');
    k.ellipse(bx + 3, 101.5, 0.9, 0.9, '#2b2b2b');
    plant(k, 430, 80, '#e9a6a1', '#6a9c72', 9);
  },
};

/** Stairs rising to the right: 18 cm risers, 28 cm treads, from x = 190 cm. */
const STAIR = { x: 190, rise: 18, tread: 28, steps: 15 } as const;
const stairHeightAt = (xCm: number): number =>
  Math.max(0, Math.min(STAIR.steps, (xCm - STAIR.x) / STAIR.tread)) * STAIR.rise;
/** The handrail on the wall is 90 cm above the pitch line of the stairs. */
const handrailAt = (xCm: number): number => stairHeightAt(xCm) + 90;

const staircase: RoomPlan = {
  key: 'staircase',
  name: 'Schodisko',
  scale: 2.0,
  floorY: 740,
  hang: {
    xCm: 400,
    centreCm: stairHeightAt(400) + 150,
    aboveCm: (x) => handrailAt(x),
    ceilingCm: 368,
  },
  stand: { xCm: 78, onCm: 82 },
  draw(k) {
    room(k, {
      wall: '#ece8e1',
      wallLow: '#dcd6cc',
      floor: '#a3835f',
      floorFar: '#8f7050',
      skirting: '#f4f1ec',
    });
    k.furniture();
    windowPane(k, 36, 170, 70, 120, '#f6f3ee');
    // The stair: its side panel and the treads in profile, a skirting board along the pitch.
    const top = STAIR.steps * STAIR.rise;
    const end = STAIR.x + STAIR.steps * STAIR.tread;
    const profile: [number, number][] = [[STAIR.x, 0]];
    for (let n = 0; n < STAIR.steps; n++) {
      profile.push([STAIR.x + n * STAIR.tread, (n + 1) * STAIR.rise]);
      profile.push([STAIR.x + (n + 1) * STAIR.tread, (n + 1) * STAIR.rise]);
    }
    profile.push([end + 40, top], [end + 40, 0]);
    k.poly(profile, '#e3dbcf');
    for (let n = 0; n < STAIR.steps; n++) {
      const x = STAIR.x + n * STAIR.tread;
      k.box(x, n * STAIR.rise, STAIR.tread, STAIR.rise, '#f7f4ef');
      k.box(x - 3, (n + 1) * STAIR.rise - 4, STAIR.tread + 3, 4, '#8d6a4a', 0.8);
      k.box(x - 3, (n + 1) * STAIR.rise - 4, STAIR.tread + 3, 1, '#ffffff', 0, ' opacity="0.25"');
    }
    k.poly(
      [
        [STAIR.x + STAIR.tread, 0],
        [end + 40, top - STAIR.rise],
        [end + 40, 0],
      ],
      '#d9d0c2',
    );
    k.line(STAIR.x - 30, handrailAt(STAIR.x), end + 40, handrailAt(end), '#6e5138', 2.4);
    for (let x = STAIR.x + 40; x < end; x += 110) {
      k.line(x, handrailAt(x) - 1, x, handrailAt(x) - 5, '#3a3a3a', 0.8);
      k.ellipse(x, handrailAt(x) - 6, 1.6, 1.6, '#3a3a3a');
    }
    table(k, 34, 88, 82, '#6e5138', '#2c2c2c');
    vase(k, 112, 82, '#2f4858', '#e8c27a');
    plant(k, 160, 90, '#d8cfc1', '#567e5e', 13);
  },
};

const kitchen: RoomPlan = {
  key: 'kitchen',
  name: 'Kuchyňa',
  scale: 2.4,
  floorY: 700,
  hang: { xCm: 372, centreCm: 145, aboveCm: 80, ceilingCm: 268 },
  stand: { xCm: 196, onCm: 92 },
  draw(k) {
    room(k, {
      wall: '#eff0ec',
      wallLow: '#e1e3de',
      ceiling: '#f7f7f5',
      ceilingCm: 268,
      floor: '#cbbfb0',
      floorFar: '#b9ab9a',
      skirting: '#eff0ec',
    });
    for (let x = 0; x < k.width; x += k.px(40))
      k.add(
        `<rect x="${x}" y="${k.floorY}" width="1" height="${k.height - k.floorY}" fill="#000000" opacity="0.06"/>`,
      );
    // Tiled splashback, base cabinets and worktop, wall cupboards and an open shelf.
    k.box(0, 92, 246, 58, '#f8f7f3');
    for (let h = 92; h < 150; h += 7.5) k.box(0, h, 246, 0.3, '#000000', 0, ' opacity="0.08"');
    for (let x = 0; x < 246; x += 15) k.box(x, 92, 0.3, 58, '#000000', 0, ' opacity="0.08"');
    windowPane(k, 444, 100, 48, 130, '#f6f6f3');
    k.furniture();
    k.box(0, 0, 244, 10, '#6b7b6f');
    for (let n = 0; n < 4; n++) {
      k.box(n * 61 + 1, 10, 59, 78, '#8fa396', 0.6);
      k.box(n * 61 + 25, 80, 10, 1.2, '#d8c7a0', 0.6);
    }
    k.box(0, 88, 248, 4, '#d9d3c9', 0.4);
    for (let n = 0; n < 3; n++) {
      k.box(n * 52 + 1, 150, 50, 80, '#cdd7cf', 0.6);
      k.box(n * 52 + 1, 150, 50, 1.2, '#000000', 0, ' opacity="0.12"');
      k.box(n * 52 + 24, 154, 1.2, 10, '#b9a27d', 0.6);
    }
    k.box(170, 165, 76, 3, '#a47d57', 0.5);
    const jars = ['#e9e4d8', '#cfd8d3', '#e6d5b8'];
    jars.forEach((colour, n) => k.box(178 + n * 20, 168, 13, 18 + n * 3, colour, 2));
    // Kettle and a board on the worktop.
    k.path(
      (p) => `M${p(28, 92)} L${p(31, 112)} Q${p(40, 118)} ${p(49, 112)} L${p(52, 92)} Z`,
      '#3c4a52',
    );
    k.box(36, 116, 8, 2, '#2a2a2a', 1);
    k.box(58, 92, 34, 40, '#c9a57a', 3);
    k.ellipse(75, 128, 3, 3, '#f0e6d6');
    plant(k, 120, 38, '#f1efe9', '#5d8f66', 21, 92);
    // A breakfast table by the window.
    for (const cx of [300, 400]) chair(k, cx, '#caa37a', '#caa37a');
    k.box(365, 0, 14, 3, '#2c2c2c', 1);
    k.box(370, 3, 4, 70, '#2c2c2c');
    k.box(332, 73, 80, 3, '#e8e2d6', 1.5);
    k.ellipse(382, 80, 8, 4, '#e2a33f');
  },
};

const readingCorner: RoomPlan = {
  key: 'reading-corner',
  name: 'Čitateľský kútik',
  scale: 2.6,
  floorY: 720,
  hang: { xCm: 196, centreCm: 145, aboveCm: 104, ceilingCm: 265 },
  stand: { xCm: 362, onCm: 88 },
  draw(k) {
    room(k, {
      wall: '#596c7c',
      wallLow: '#4b5d6c',
      ceiling: '#eef0f1',
      ceilingCm: 265,
      floor: '#a57a55',
      floorFar: '#8d6444',
      skirting: '#52606b',
    });
    k.furniture();
    k.add(
      `<ellipse cx="${k.px(200)}" cy="${k.floorY + 44}" rx="${k.px(130)}" ry="30" fill="#d9cbb2"/>`,
    );
    floorLamp(k, 112, 165, '#efe6d4', '#2d2d2d');
    armchair(k, 152, 88, '#c9963c');
    k.add(`<g transform="rotate(-5 ${k.px(196)} ${k.rowAt(56)})">`);
    k.box(184, 46, 24, 20, '#e7dccb', 4);
    k.add('</g>');
    table(k, 262, 40, 56, '#7c5b3f', '#2c2c2c');
    k.box(268, 56, 28, 4, '#8c3b2f', 0.5);
    k.box(270, 60, 24, 3.5, '#e8e1d3', 0.5);
    k.box(276, 63.5, 9, 8, '#f0eadf', 1.5);
    // A low bookcase with the piece's place on top.
    k.box(316, 0, 124, 88, '#3c4a55', 1);
    for (const on of [6, 46]) {
      k.box(320, on, 116, 38, '#000000', 0, ' opacity="0.18"');
      books(k, 322, on, on === 6 ? 112 : 70, on, BOOKS);
    }
    k.box(314, 86, 128, 3, '#465560', 0.5);
    plant(k, 424, 55, '#d9d2c5', '#6a9a6f', 17, 88);
  },
};

export const ROOMS: readonly RoomPlan[] = [
  livingRoom,
  bedroom,
  hallway,
  office,
  diningRoom,
  kidsRoom,
  staircase,
  kitchen,
  readingCorner,
];

/** The SVG of one layer of a room: its wall, or what stands in front of the wall. */
export const roomSvg = (plan: RoomPlan, layer: RoomLayer): string => {
  const k = new Sketch(plan.scale, plan.floorY, ROOM_WIDTH, ROOM_HEIGHT);
  plan.draw(k);
  return k.svg(layer);
};
