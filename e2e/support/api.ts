import type { Page } from 'playwright-core';
import { makeJpeg } from './photos.ts';

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

/** The answer's body when its status is `status`; otherwise stops the test with the answer. */
export const expectStatus = <T>(answer: ApiAnswer<T>, status: number, what: string): T => {
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

/** A 30 x 20 cm print on paper of a photo `api`'s caller uploads first, as the wizard does. */
export const makePlainPrint = async (api: Api, title = 'Dovolenka.jpg') => {
  const [jpeg, paper] = await Promise.all([makeJpeg(), paperOf(api)]);
  const photo = expectStatus(
    await api.post<{ id: number; fullfotoid: number }>('/api/photos', {
      image: jpeg.toString('base64'),
      imageContentType: 'image/jpeg',
      title,
      fileSize: jpeg.length,
    }),
    201,
    'photo upload',
  );
  const product = expectStatus(
    await api.post<{ id: number; price: number; text2: string }>('/api/crafted-products', {
      productEnum: 'PLAINPHOTO',
      photo: { id: photo.id },
      printMedia: { id: paper },
      photoOnlyWidth: 30,
      photoOnlyHeight: 20,
      copies: 1,
    }),
    201,
    'crafted product',
  );
  return { photo, paper, product };
};

/**
 * What a customer does in the wizard, through the API: upload a photo, make a 30 x 20 cm plain
 * print of it, order it. Returns the ids.
 */
export const placeOrder = async (api: Api, note = 'Prosím zabaliť ako darček.') => {
  const { photo, product } = await makePlainPrint(api);
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

/**
 * The HTTP API as the browser tab's own visitor (its sid cookie), to prepare what that visitor
 * owns, such as the pieces of its basket.
 */
export const apiOfPage = (page: Page, baseUrl: string): Api => {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> => {
    const response = await page.request.fetch(`${baseUrl}${path}`, { method, data: body });
    const text = await response.text();
    const json = response.headers()['content-type']?.includes('json');
    return {
      status: response.status(),
      body: (text && json ? JSON.parse(text) : text) as T,
      headers: new Headers(response.headers()),
    };
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    delete: (path) => call('DELETE', path),
  };
};
