/** What a masked value shows instead of the secret. */
export const MASK = '******';

/**
 * Names whose value is a secret, at any depth and in any spelling (`PEPPOL_AP_TOKEN`,
 * `peppolAccessPoint.token`, `STRIPE_SECRET_KEY`, `webhookSecret`, `apiKey`): deny by default,
 * so a secret added later (card payments' keys) is masked by its name alone. A name that merely
 * contains one of the words (a `keyboard`) is masked too: a value hidden by mistake costs less
 * than one shown. The connection URLs are masked whole: their host names the shop's systems.
 */
const SECRET_NAME =
  /pass(word|wd)?|secret|token|credential|authori[sz]ation|auth|key|private|signature|cookie|session|salt|jwt|smtp_?url|database_?url|redis_?url/i;

/** A URL's user-info (`user:password@`, or a token as the user), in any scheme. */
const URL_USER_INFO = /([a-z][a-z0-9+.-]*:\/\/)[^/?#@\s]+@/gi;

/** A query parameter whose name names a secret (`?token=…`, `&api_key=…`). */
const SECRET_QUERY =
  /([?&;](?:[^=&#\s]*(?:pass|secret|token|key|auth|signature|credential)[^=&#\s]*)=)[^&#\s]+/gi;

/**
 * Whether a secret's value is searched for inside other values: not one of a few characters, a
 * number or a boolean (a `…_AUTH_ENABLED=true` would mask every 'true').
 */
const searchable = (text: string): boolean => text.length >= 6 && !/^(true|false|\d+)$/i.test(text);

/** Whether `name` (a key at any depth) names a secret. */
export const namesSecret = (name: string): boolean => SECRET_NAME.test(name);

/** The values under secret names anywhere in `value`, to be found again inside other values. */
const secretsIn = (value: unknown, name = '', found = new Set<string>()): Set<string> => {
  if (value === null || value === undefined) return found;
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) secretsIn(inner, key, found);
    return found;
  }
  const text = String(value);
  if (namesSecret(name) && searchable(text)) {
    found.add(text);
    // A secret put into a URL (Packeta's key in its feed's path) appears encoded.
    found.add(encodeURIComponent(text));
  }
  return found;
};

const maskedText = (text: string, secrets: ReadonlySet<string>): string => {
  let out = text.replace(URL_USER_INFO, `$1${MASK}@`).replace(SECRET_QUERY, `$1${MASK}`);
  for (const secret of secrets) out = out.split(secret).join(MASK);
  return out;
};

const masked = (name: string, value: unknown, secrets: ReadonlySet<string>): unknown => {
  if (value === null || value === undefined || value === '') return value;
  if (namesSecret(name)) return MASK;
  if (Array.isArray(value)) return value.map((item) => masked(name, item, secrets));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, masked(key, inner, secrets)]),
    );
  }
  return typeof value === 'string' ? maskedText(value, secrets) : value;
};

/**
 * A configuration or environment as the admin screens may show it, deny by default: at any
 * depth, a value under a name that names a secret is masked whole (an object too); in every
 * other text, a URL's user-info, a secret-named query parameter, and any secret value found
 * under a secret name elsewhere in `record` (or in `alsoSecret`) are masked where they appear.
 * @example maskSecrets({ peppolAccessPoint: { url: 'https://ap.sk', token: 'abc123' } }) // -> { peppolAccessPoint: { url: 'https://ap.sk', token: '******' } }
 * @example maskSecrets({ NOTE: 'smtp://mail:tajne@x.sk' }) // -> { NOTE: 'smtp://******@x.sk' }
 */
export const maskSecrets = <T extends Record<string, unknown>>(
  record: T,
  alsoSecret: unknown = {},
): Record<keyof T, unknown> => {
  const secrets = secretsIn(alsoSecret, '', secretsIn(record));
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, masked(key, value, secrets)]),
  ) as Record<keyof T, unknown>;
};
