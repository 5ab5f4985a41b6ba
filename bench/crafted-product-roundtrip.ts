// The PUT /api/crafted-products round trip under load: 8 concurrent clients, each
// changing the frame of its own framed, matted piece made from a 24 MP photo, against the real
// server on the seeded demo catalogue. Prints p50 and p95 of the whole round trip (validation,
// pricing, preview render, storage).
import { percentile, photoLikeJpeg, startServer } from './support.ts';

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
} finally {
  await server.stop();
}
