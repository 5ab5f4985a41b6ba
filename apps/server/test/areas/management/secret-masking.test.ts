import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManagementService } from '../../../src/areas/management/services/management.service.ts';
import { ENV_NAMES, loadConfig } from '../../../src/config.ts';
import { MASK, maskSecrets } from '../../../src/lib/mask-secrets.ts';

/**
 * Every variable the configuration reads, each with a value as an operator would set it. A
 * secret's value (or the secret inside a URL) is unique, so that the pages can be searched for
 * it; a new variable fails the first test until it is listed here as secret or not.
 */
const EVERY_VARIABLE: Record<(typeof ENV_NAMES)[number], { value: string; secrets: string[] }> = {
  PORT: { value: '8080', secrets: [] },
  HOST: { value: '0.0.0.0', secrets: [] },
  DATA_DIR: { value: mkdtempSync(join(tmpdir(), 'fotoobraz-masking-')), secrets: [] },
  DATABASE_URL: {
    value: 'postgresql://shop:db-heslo-7f3a@db.internal:5432/fotoobraz',
    secrets: ['db-heslo-7f3a'],
  },
  JWT_SECRET: { value: 'jwt-tajomstvo-0123456789-0123456789-abcd', secrets: ['jwt-tajomstvo'] },
  SMTP_URL: {
    value: 'smtp://obchod:smtp-heslo-91c2@mail.example.sk:587',
    secrets: ['smtp-heslo-91c2'],
  },
  MAIL_FROM: { value: 'Fotoobraz <objednavky@fotoobraz.sk>', secrets: [] },
  PUBLIC_URL: { value: 'https://fotoobraz.sk', secrets: [] },
  APP_PROFILE: { value: 'prod', secrets: [] },
  SEED_DEMO: { value: 'false', secrets: [] },
  TRUST_PROXY: { value: '1', secrets: [] },
  REDIS_URL: {
    value: 'redis://:redis-heslo-55aa@cache.internal:6379',
    secrets: ['redis-heslo-55aa'],
  },
  PEPPOL_AP_URL: {
    value: 'https://ap-user:ap-url-heslo-3b@ap.example.sk/v1/documents?access_token=ap-query-77',
    secrets: ['ap-url-heslo-3b', 'ap-query-77'],
  },
  PEPPOL_AP_TOKEN: { value: 'peppol-token-c0ffee', secrets: ['peppol-token-c0ffee'] },
  PACKETA_API_KEY: { value: 'pk1234567890abcd', secrets: ['pk1234567890abcd'] },
  PACKETA_FEED_URL: {
    value: 'https://pickup-point.api.packeta.com/v5/{apiKey}/branch.json?lang=sk',
    secrets: [],
  },
  PACKETA_API_URL: { value: 'https://www.zasilkovna.cz/api/rest', secrets: [] },
  PACKETA_API_PASSWORD: { value: 'packeta-heslo-e4d1', secrets: ['packeta-heslo-e4d1'] },
  PACKETA_HOME_CARRIER_ID: { value: '131', secrets: [] },
  LOG_LEVEL: { value: 'warn', secrets: [] },
  STRIPE_SECRET_KEY: { value: 'sk_live_51Hx-karta-tajne', secrets: ['sk_live_51Hx-karta-tajne'] },
  STRIPE_WEBHOOK_SECRET: {
    value: 'whsec_karta-webhook-tajne',
    secrets: ['whsec_karta-webhook-tajne'],
  },
  STRIPE_API_URL: { value: 'https://api.stripe.com', secrets: [] },
};

/** Secrets the configuration does not read but the environment may hold. */
const COMING = {
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Hx-verejny',
  SOME_SERVICE_AUTHORIZATION: 'Basic c29tZTpvbmU=',
  PAYMENT_CREDENTIALS_JSON: '{"client":"x","certificate":"cert-tajne-99"}',
};

describe('the configuration pages show no secret (deny by default)', () => {
  const saved = { ...process.env };
  const env = {
    ...Object.fromEntries(Object.entries(EVERY_VARIABLE).map(([name, v]) => [name, v.value])),
    ...COMING,
  };
  let pages: string[];

  beforeAll(() => {
    Object.assign(process.env, env);
    const config = loadConfig(env);
    // Only the pages' own methods run: they read the configuration and the environment.
    const service = new ManagementService(
      config,
      ...([undefined, undefined, undefined, undefined] as never as [never, never, never, never]),
      new Map(),
      () => undefined,
    );
    pages = [JSON.stringify(service.configProps()), JSON.stringify(service.env())];
  });
  afterAll(() => {
    for (const name of Object.keys(env)) delete process.env[name];
    Object.assign(process.env, saved);
  });

  it('lists every variable the configuration reads, each as secret or not', () => {
    expect(Object.keys(EVERY_VARIABLE).sort()).toEqual([...ENV_NAMES].sort());
  });

  it('shows every variable, and no secret value, on the configuration and environment pages', () => {
    const environment = JSON.parse(pages[1]!).propertySources[1].properties;
    for (const name of Object.keys(env)) expect(environment).toHaveProperty([name]);
    const secrets = [
      ...Object.values(EVERY_VARIABLE).flatMap((v) => v.secrets),
      ...Object.values(COMING),
      'cert-tajne-99',
    ];
    for (const page of pages) {
      for (const secret of secrets) expect(page, secret).not.toContain(secret);
    }
    const shown = (name: string) => environment[name].value;
    expect(shown('PEPPOL_AP_TOKEN')).toBe(MASK);
    expect(shown('STRIPE_SECRET_KEY')).toBe(MASK);
    expect(shown('STRIPE_WEBHOOK_SECRET')).toBe(MASK);
    // What is no secret stays readable.
    expect(shown('PUBLIC_URL')).toBe('https://fotoobraz.sk');
    expect(shown('PACKETA_HOME_CARRIER_ID')).toBe('131');
    expect(shown('PEPPOL_AP_URL')).toBe(
      `https://${MASK}@ap.example.sk/v1/documents?access_token=${MASK}`,
    );
  });

  it('masks nested secrets, URL user-info and secrets repeated inside other values', () => {
    expect(
      maskSecrets({
        peppolAccessPoint: { url: 'https://ap.sk', token: 'abc123' },
        packeta: { feedUrl: 'https://x.sk/v5/kluc-1234/branch.json', api: { password: 'p' } },
        stripe: { secretKey: 'sk_test_1', webhook: { signingSecret: 'whsec_1' } },
        list: [{ credential: 'c' }, 'ftp://user@host/file'],
        packetaApiKey: 'kluc-1234',
      }),
    ).toEqual({
      peppolAccessPoint: { url: 'https://ap.sk', token: MASK },
      packeta: { feedUrl: `https://x.sk/v5/${MASK}/branch.json`, api: { password: MASK } },
      stripe: { secretKey: MASK, webhook: { signingSecret: MASK } },
      list: [{ credential: MASK }, `ftp://${MASK}@host/file`],
      packetaApiKey: MASK,
    });
  });
});
