import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, watchConsole, type TestBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/** Signs in through the login page's dialog and waits until the header shows the session. */
export const signIn = async (page: Page, baseUrl: string, login: string, password = login) => {
  await page.goto(`${baseUrl}/login`);
  const dialog = page.getByRole('dialog', { name: 'Prihlásenie' });
  await dialog.getByLabel('Používateľské meno').fill(login);
  await dialog.getByLabel('Heslo').fill(password);
  await dialog.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Evidencia' }).waitFor();
};

/** A tab signed in as `login`, and what its console complains about. */
export const signedInPage = async (
  browser: TestBrowser,
  baseUrl: string,
  login: string,
): Promise<{ page: Page; problems: string[] }> => {
  const page = await browser.newPage();
  const problems = watchConsole(page);
  await signIn(page, baseUrl, login);
  return { page, problems };
};

export interface ApiAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** The HTTP API as one signed-in user, for preparing data and checking what the UI did. */
export interface Api {
  get<T = unknown>(path: string): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body: unknown): Promise<ApiAnswer<T>>;
  put<T = unknown>(path: string, body: unknown): Promise<ApiAnswer<T>>;
  delete(path: string): Promise<ApiAnswer<unknown>>;
}

export const apiAs = async (baseUrl: string, login: string, password = login): Promise<Api> => {
  const auth = await fetch(`${baseUrl}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: login, password }),
  });
  if (!auth.ok) throw new Error(`sign-in of ${login}: ${auth.status}`);
  const { id_token: token } = (await auth.json()) as { id_token: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    delete: (path) => call('DELETE', path),
  };
};

/** A small real PNG for image fields: a coloured square with a stripe. */
export const makePng = (size = 40, colour = '#2a6f97'): Promise<Buffer> =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect y="${size / 3}" width="${size}" height="${size / 3}" fill="#f4a261"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** A photo large enough to order (8+ MP, sharp at 30 x 20 cm): a gradient with a sun. */
export const makeJpeg = (width = 3600, height = 2400): Promise<Buffer> =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#f4a261"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#e9c46a"/>
    </svg>`),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

const expectStatus = <T>(answer: ApiAnswer<T>, status: number, what: string): T => {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
};

/** An enabled paper (not the 'none' row), as the wizard would offer it. */
export const paperOf = async (api: Api): Promise<number> => {
  const papers = expectStatus(
    await api.get<{ id: number }[]>(
      '/api/print-medias?mediaTypeEnum.equals=PAPIER&enabled.equals=true&size=50&sort=id,asc',
    ),
    200,
    'papers',
  );
  const paper = papers.find((p) => p.id !== 1);
  if (!paper) throw new Error('no paper in the demo catalogue');
  return paper.id;
};

/**
 * What a customer does in the wizard, through the API: upload a photo, make a 30 x 20 cm plain
 * print of it, order it. Returns the ids.
 */
export const placeOrder = async (api: Api, note = 'Prosím zabaliť ako darček.') => {
  const jpeg = await makeJpeg();
  const photo = expectStatus(
    await api.post<{ id: number; fullfotoid: number }>('/api/photos', {
      image: jpeg.toString('base64'),
      imageContentType: 'image/jpeg',
      title: 'Dovolenka.jpg',
      fileSize: jpeg.length,
    }),
    201,
    'photo upload',
  );
  const product = expectStatus(
    await api.post<{ id: number; price: number; text2: string }>('/api/crafted-products', {
      productEnum: 'PLAINPHOTO',
      photo: { id: photo.id },
      printMedia: { id: await paperOf(api) },
      photoOnlyWidth: 30,
      photoOnlyHeight: 20,
      copies: 1,
    }),
    201,
    'crafted product',
  );
  const order = expectStatus(
    await api.post<{ id: number }>('/api/orders', {
      email: 'jana.novakova@example.sk',
      phone: '+421 900 000 000',
      userNote: note,
      handoverMethod: 'OSOBNY_ODBER',
      craftedProduct: { id: product.id },
    }),
    201,
    'order',
  );
  return { photo, product, order };
};

export interface Backoffice {
  server: RunningServer;
  browser: TestBrowser;
  admin: Api;
  stop(): Promise<void>;
}

/** The real server with the demo catalogue, Chromium at 1400 x 900, and the API as admin. */
export const startBackoffice = async (): Promise<Backoffice> => {
  const server = await startServer({ profile: 'dev' });
  const browser = await launchBrowser({ width: 1400, height: 900 }).catch(
    async (error: unknown) => {
      await server.stop();
      throw error;
    },
  );
  return {
    server,
    browser,
    admin: await apiAs(server.url, 'admin'),
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
};
