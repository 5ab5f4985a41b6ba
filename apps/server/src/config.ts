import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

/**
 * Packeta's own feed of pick-up points, in JSON (its API key fills the placeholder), as
 * docs.packetery.com's 'Branch export version 5' gives it; its Z-BOXes come from `box.json` beside.
 */
export const PACKETA_FEED_URL =
  'https://pickup-point.api.packeta.com/v5/{apiKey}/branch.json?lang=sk';
/** Packeta's XML REST API (the endpoint its documentation names). */
export const PACKETA_API_URL = 'https://www.zasilkovna.cz/api/rest';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Unset: loopback only in dev (its demo accounts have known passwords), every interface in prod. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/[^/?#]+/, 'must be postgresql://user:password@host:port/database')
    .optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Fotoobraz <objednavky@fotoobraz.sk>'),
  PUBLIC_URL: z.string().url().optional(),
  APP_PROFILE: z.enum(['dev', 'prod']).default('dev'),
  /** In prod, the demo catalogue and default accounts are seeded only when asked for. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Unset: no proxy, X-Forwarded-* ignored. A hop count, or addresses/CIDRs of the proxies. */
  TRUST_PROXY: z.string().optional(),
  /** Abuse-limit counters in Redis instead of the database. */
  REDIS_URL: z.string().url().optional(),
  /** The Peppol access point e-invoices are POSTed to; unset: they are kept, not sent. */
  PEPPOL_AP_URL: z.string().url().optional(),
  PEPPOL_AP_TOKEN: z.string().optional(),
  /** Packeta: the owner's API key, which reads the pick-up points' feed. */
  PACKETA_API_KEY: z.string().optional(),
  /** The pick-up points' JSON feed; `{apiKey}` stands for PACKETA_API_KEY. */
  PACKETA_FEED_URL: z.string().url().default(PACKETA_FEED_URL),
  /** Packeta's XML REST API, where packets are created; unset with no password: no packets. */
  PACKETA_API_URL: z.string().url().optional(),
  PACKETA_API_PASSWORD: z.string().optional(),
  /** The carrier id of Packeta's home delivery in Slovakia, for orders delivered to an address. */
  PACKETA_HOME_CARRIER_ID: z.string().regex(/^\d+$/, 'must be a number').optional(),
  /** Stripe: the secret API key; unset: no card payments, transfers only. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret of the shop's webhook endpoint in Stripe ('whsec_…'). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where Stripe's API is reached; unset: Stripe's own. A loopback URL is a test receiver. */
  STRIPE_API_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Every environment variable the configuration reads (the secrets test lists each). */
export const ENV_NAMES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  profile: 'dev' | 'prod';
  seedDemo: boolean;
  logLevel: string;
  /** Which proxies' X-Forwarded-For to believe; unset: none (the peer is the client). */
  trustProxy?: TrustProxy;
  redisUrl?: string;
  /** Where e-invoices are delivered; unset: they are checked and archived, not sent. */
  peppolAccessPoint?: { url: string; token?: string };
  /** Packeta: the pick-up points' feed, and the API packets are created through. */
  packeta: PacketaConfig;
  /** The card gateway (Stripe Checkout); unset: payment by transfer only. */
  stripe?: StripeConfig;
}

export interface StripeConfig {
  secretKey: string;
  /** Verifies the webhooks' `Stripe-Signature`; without it no webhook is believed. */
  webhookSecret: string;
  /** Another address of Stripe's API (a test receiver); unset: Stripe's own. */
  apiUrl?: string;
  /** How long a call may take; 10 s by default (the customer waits for the session). */
  timeoutMs?: number;
}

export interface PacketaConfig {
  /** The feed's address with the API key filled in; unset without a key (no refresh). */
  feedUrl?: string;
  /** Where packets are created; unset: the owner hands the parcels over by hand. */
  api?: {
    url: string;
    password: string;
    homeCarrierId?: number;
    /** How long a call may take (tests shorten it); 30 s by default. */
    timeoutMs?: number;
  };
}

/**
 * Reads the environment once. In dev a missing JWT_SECRET is generated and kept in the data
 * folder so that sign-ins survive restarts; in prod it must be given (several instances must
 * share it).
 */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // The operator reads these in English; request schemas speak the catalogue's codes instead.
  const e = EnvSchema.parse(env, { error: z.locales.en().localeError });
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  if (e.APP_PROFILE === 'prod' && !e.JWT_SECRET) {
    throw new Error('JWT_SECRET (at least 32 characters) is required when APP_PROFILE=prod');
  }
  return {
    port: e.PORT,
    host: e.HOST ?? (e.APP_PROFILE === 'dev' ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? devJwtSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    profile: e.APP_PROFILE,
    seedDemo: e.SEED_DEMO ?? e.APP_PROFILE === 'dev',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === undefined ? undefined : parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    peppolAccessPoint: e.PEPPOL_AP_URL
      ? { url: e.PEPPOL_AP_URL, token: e.PEPPOL_AP_TOKEN }
      : undefined,
    packeta: {
      feedUrl: packetaFeedUrl(e.PACKETA_FEED_URL, e.PACKETA_API_KEY),
      // The URL alone is enough (a test receiver needs no password); the password alone means
      // Packeta's own endpoint.
      api:
        e.PACKETA_API_URL || e.PACKETA_API_PASSWORD
          ? {
              url: e.PACKETA_API_URL ?? PACKETA_API_URL,
              password: e.PACKETA_API_PASSWORD ?? '',
              homeCarrierId: e.PACKETA_HOME_CARRIER_ID
                ? Number(e.PACKETA_HOME_CARRIER_ID)
                : undefined,
            }
          : undefined,
    },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
          apiUrl: e.STRIPE_API_URL,
        }
      : undefined,
  };
};

/**
 * The feed's address with the key filled in. Without a key only an address that needs none (a
 * mirror or a test receiver, no `{apiKey}` in it) is read; Packeta's own is not.
 * @example packetaFeedUrl(PACKETA_FEED_URL, 'abc') // -> 'https://pickup-point.api.packeta.com/v5/abc/branch.json?lang=sk'
 */
export const packetaFeedUrl = (template: string, apiKey?: string): string | undefined => {
  if (apiKey) return template.replace('{apiKey}', encodeURIComponent(apiKey));
  return template.includes('{apiKey}') ? undefined : template;
};

const devJwtSecret = (dataDir: string): string => {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};
