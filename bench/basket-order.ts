// npm run bench:basket — the basket's probe on the built server with the demo catalogue
// (SQLite): one visitor configures two framed pieces of different sizes, puts them in the basket
// and orders both in one POST /api/orders with `items`. Checks:
// two lines; a total of both prices plus postage once (the larger piece's parcel class); a
// pro-forma PDF naming both pieces; another visitor cannot order them; the admin gets each line's
// print file. Prints how long the basket's repriced read and the two-line placement take (median
// of BENCH_ROUNDS rounds, each with its own visitor).
import { execFileSync } from 'node:child_process';
import { framedChoices, percentile, photoLikeJpeg, startServer } from './support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

type Json = Record<string, unknown>;

const check = (ok: boolean, what: string) => {
  if (!ok) throw new Error(`probe failed: ${what}`);
};
const cents = (euros: unknown) => Math.round(Number(euros) * 100);

const server = await startServer({ SEED_DEMO: 'true', LOG_LEVEL: 'error' });
const { url } = server;

/** A visitor of the shop: its requests carry the anonymous id the first upload set. */
const visitor = () => {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    cookie ||= res.headers.get('set-cookie')?.split(';')[0] ?? '';
    return res;
  };
  return call;
};
type Visitor = ReturnType<typeof visitor>;

const json = async (res: Response, status: number, what: string): Promise<Json> => {
  const text = await res.text();
  check(res.status === status, `${what}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Json;
};

const jpeg = await photoLikeJpeg(24, 3);
const catalogue = await (async () => {
  const { configs, paper, mat, glass, frames } = await framedChoices(url);
  const bySize = [...configs].sort(
    (a, b) => parseInt(a.totalSizeCm, 10) - parseInt(b.totalSizeCm, 10),
  );
  return { small: bySize[0], large: bySize.at(-1)!, paper, mat, glass, frame: frames[0] };
})();

/** Two framed pieces of one photo, the smallest size and the largest, in the basket. */
const twoPieces = async (call: Visitor) => {
  const photo = await json(
    await call('POST', '/api/photos', { image: jpeg.toString('base64'), title: 'probe.jpg' }),
    201,
    'upload',
  );
  const ids: number[] = [];
  for (const config of [catalogue.small, catalogue.large]) {
    const product = await json(
      await call('POST', '/api/crafted-products', {
        productEnum: 'PHOTOPASPARTAFRAME',
        photo: { id: photo.id },
        productConfig: { id: config.id },
        printMedia: { id: catalogue.paper.id },
        pasparta: { id: catalogue.mat.id },
        glass: { id: catalogue.glass.id },
        frame: { id: catalogue.frame.id },
        copies: 1,
      }),
      201,
      'configure',
    );
    ids.push(product.id as number);
    await json(
      await call('POST', '/api/basket/items', { craftedProduct: { id: product.id } }),
      201,
      'put in the basket',
    );
  }
  return ids;
};

const contact = {
  email: 'probe@example.sk',
  handoverMethod: 'KURIER',
  deliveryName: 'Jana Nováková',
  deliveryStreet: 'Hlavná 1',
  deliveryCity: 'Nitra',
  deliveryPostcode: '94901',
};

try {
  const reads: number[] = [];
  const placements: number[] = [];
  let probed = false;
  for (let round = 0; round < ROUNDS; round++) {
    const call = visitor();
    const ids = await twoPieces(call);
    let t0 = performance.now();
    const basket = await json(await call('GET', '/api/basket'), 200, 'basket');
    reads.push(performance.now() - t0);
    check(basket.count === 2, 'two lines in the basket');
    const items = ids.map((id) => ({ craftedProduct: { id } }));
    t0 = performance.now();
    const order = await json(
      await call('POST', '/api/orders', { ...contact, items }),
      201,
      'order',
    );
    placements.push(performance.now() - t0);
    if (probed) continue;
    probed = true;

    const lines = order.items as { id: number; price: number }[];
    check(lines.length === 2, 'two lines');
    const sum = lines.reduce((s, l) => s + cents(l.price), 0);
    check(cents(order.totalAmount) === sum + cents(order.postage), 'total = lines + postage');
    check(
      cents(order.postage) === cents(basket.courierPostage),
      'postage once, as the basket said',
    );
    const proforma = await call('GET', `/api/orders/${order.id}/proforma`);
    check(proforma.status === 200, 'pro-forma');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: Buffer.from(await proforma.arrayBuffer()),
    }).toString();
    for (const config of [catalogue.small, catalogue.large]) {
      const size = config.totalSizeCm.replace(/x/i, ' × ');
      check(text.includes(size), `pro-forma names the ${size} piece`);
    }
    const stranger = await visitor()('POST', '/api/orders', { ...contact, items });
    check(stranger.status === 400, `another visitor is refused (${stranger.status})`);
    const signIn = await json(
      await fetch(`${url}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin' }),
      }),
      200,
      'admin sign-in',
    );
    for (const line of lines) {
      const file = await fetch(`${url}/api/orders/${order.id}/items/${line.id}/print-file`, {
        headers: { authorization: `Bearer ${signIn.id_token as string}` },
      });
      await file.arrayBuffer();
      check(
        file.status === 200 && file.headers.get('content-type') === 'image/jpeg',
        `print file of line ${line.id}`,
      );
    }
    console.log(
      `probe: order ${String(order.id)} of 2 lines, ${Number(order.totalAmount).toFixed(2)} € ` +
        `(postage ${Number(order.postage).toFixed(2)} €): pro-forma names both pieces, another ` +
        'visitor refused, a print file per line: all as expected',
    );
  }
  console.log(
    `basket of 2 framed pieces, ${ROUNDS} rounds: GET /api/basket (repriced) p50 ` +
      `${percentile(reads, 50).toFixed(0)} ms, POST /api/orders with 2 items p50 ` +
      `${percentile(placements, 50).toFixed(0)} ms (p99 ${percentile(placements, 99).toFixed(0)} ms)`,
  );
} finally {
  await server.stop();
}
