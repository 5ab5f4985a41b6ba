// The PUT /api/crafted-products round trip under load: 8 concurrent clients, each
// changing the frame of its own framed, matted piece made from a 24 MP photo, against the real
// server on the seeded demo catalogue. Prints p50 and p95 of the whole round trip (validation,
// pricing, preview render, storage).
// Then, one client alone, the piece on its own wall (a 12 MP wall photo with an A4 sheet): the
// preview's redraw after an option change, the wall's POST from request to answer, and an option
// change to the redrawn wall (PUT, then GET .../own-wall; target <= 400 ms), in the same run.
import sharp from 'sharp';
import { percentile, photoLikeJpeg, startServer } from './support.ts';

const OWN_WALL_RUNS = 9;
/** An A4 sheet on the 12 MP wall, seen a little from the side (clockwise from top-left). */
const SHEET = [
  [1800, 1200],
  [2394, 1230],
  [2390, 1630],
  [1796, 1625],
];

const CLIENTS = 8;
const CHANGES_PER_CLIENT = 15;

const server = await startServer({ SEED_DEMO: 'true' });
try {
  const jpeg = await photoLikeJpeg(24, 7);
  const upload = await fetch(`${server.url}/api/photos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      image: jpeg.toString('base64'),
      imageContentType: 'image/jpeg',
      title: 'bench.jpg',
    }),
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const cookie = upload.headers.get('set-cookie')!.split(';')[0];
  const photo = (await upload.json()) as { id: number; ratio: string };
  const get = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as T;

  const [config] = await get<{ id: number }[]>(
    `/api/product-configs?productenum=PHOTOPASPARTAFRAME&ratio=3:2&size=100`,
  );
  const [paper] = (
    await get<{ id: number }[]>(
      '/api/print-medias?mediaTypeEnum.equals=PAPIER&enabled.equals=true&size=100&sort=pricePerSqare,asc',
    )
  ).filter((m) => m.id !== 1);
  const mats = await get<{ id: number }[]>('/api/paspartas?enabled=true&size=200');
  const glasses = await get<{ id: number; isLaminat: boolean }[]>(
    '/api/glasses?enabled=true&size=100',
  );
  const frames = await get<{ id: number }[]>('/api/frames?page=0&size=70&notextures=true');
  const glass = glasses.find((g) => g.id !== 1 && !g.isLaminat)!;
  const base = {
    productEnum: 'PHOTOPASPARTAFRAME',
    photo: { id: photo.id },
    productConfig: { id: config.id },
    printMedia: { id: paper.id },
    pasparta: { id: mats[0].id },
    glass: { id: glass.id },
    copies: 1,
  };
  const send = (method: 'POST' | 'PUT', body: object) =>
    fetch(`${server.url}/api/crafted-products`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const products: number[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const res = await send('POST', { ...base, frame: { id: frames[c].id } });
    if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
    products.push(((await res.json()) as { id: number }).id);
  }

  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    products.map(async (id, c) => {
      for (let i = 0; i < CHANGES_PER_CLIENT; i++) {
        const t0 = performance.now();
        const res = await send('PUT', {
          ...base,
          id,
          frame: { id: frames[(c * CHANGES_PER_CLIENT + i) % frames.length].id },
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`update: ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  console.log(
    `PUT /api/crafted-products, ${CLIENTS} concurrent clients, ${times.length} changes in ${(wall / 1000).toFixed(1)} s: ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, ` +
      `${((times.length / wall) * 1000).toFixed(1)} changes/s`,
  );

  // One client alone: the preview's redraw, then the same piece on a 12 MP wall.
  const id = products[0];
  const change = async (i: number) => {
    const res = await send('PUT', { ...base, id, frame: { id: frames[i % frames.length].id } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`update: ${res.status}`);
  };
  const timed = async (work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    return performance.now() - t0;
  };
  const p50 = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      50,
    );
  const wallPhoto = await photoLikeJpeg(12, 11);
  const wallMeta = await sharp(wallPhoto).metadata();
  const sheetSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${wallMeta.width}" height="${wallMeta.height}"><polygon points="${SHEET.map((p) => p.join(',')).join(' ')}" fill="#fbfbf8"/></svg>`;
  const wallJpeg = await sharp(wallPhoto)
    .composite([{ input: Buffer.from(sheetSvg) }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const ownWall = `${server.url}/api/crafted-products/${id}/own-wall`;
  const wallForm = (fields: Record<string, unknown>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, JSON.stringify(value));
    form.append('wall', new Blob([new Uint8Array(wallJpeg)], { type: 'image/jpeg' }), 'stena.jpg');
    return form;
  };
  const postWall = async (path: string, fields: Record<string, unknown> = {}) => {
    const res = await fetch(`${ownWall}${path}`, {
      method: 'POST',
      headers: { cookie },
      body: wallForm(fields),
    });
    const body = await res.arrayBuffer();
    if (res.status !== 200)
      throw new Error(`${path || 'own-wall'}: ${res.status} ${Buffer.from(body)}`);
    return body;
  };
  const getWall = async () => {
    const res = await fetch(ownWall, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`own-wall: ${res.status}`);
  };
  const placing = { sheet: { corners: SHEET }, at: { x: 1500, y: 1350 } };
  await change(1);
  await postWall('', placing);
  const previewRedraw: number[] = [];
  const proposal: number[] = [];
  const placed: number[] = [];
  const wallRedraw: number[] = [];
  const getOnly: number[] = [];
  for (let run = 0; run < OWN_WALL_RUNS; run++) {
    previewRedraw.push(await timed(() => change(2 * run)));
    proposal.push(await timed(() => postWall('/sheet')));
    placed.push(await timed(() => postWall('', placing)));
    wallRedraw.push(
      await timed(async () => {
        await change(2 * run + 1);
        await getWall();
      }),
    );
    getOnly.push(await timed(getWall));
  }
  console.log(
    `\nthe piece on its own wall: ${wallMeta.width} x ${wallMeta.height} wall photo (${(wallJpeg.length / 1e6).toFixed(1)} MB), one client, p50 of ${OWN_WALL_RUNS}\n` +
      `  preview redraw (PUT, option change):            ${p50(previewRedraw).toFixed(0)} ms\n` +
      `  sheet proposed (POST .../own-wall/sheet):        ${p50(proposal).toFixed(0)} ms\n` +
      `  wall posted, request to answer (POST):           ${p50(placed).toFixed(0)} ms\n` +
      `  option change to redrawn wall (PUT + GET):       ${p50(wallRedraw).toFixed(0)} ms  (target <= 400)\n` +
      `  of which the wall's redraw (GET .../own-wall):   ${p50(getOnly).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
}
