/** What a masked value shows instead of the secret. */
export const MASK = '******';

const SECRET_NAME =
  /pass(word)?|secret|token|credential|private|api[_-]?key|jwt|smtp_url|database_url|redis_?url|_key$/i;

/**
 * A configuration or environment value as the admin screens may show it: values of secret names
 * are masked whole, and a URL's password is masked wherever it appears.
 * @example maskValue('DATABASE_URL', 'postgres://shop:tajne@db:5432/shop') // -> '******'
 * @example maskValue('NOTE', 'smtp://mail:tajne@x.sk') // -> 'smtp://mail:******@x.sk'
 */
export const maskValue = (name: string, value: unknown): unknown => {
  if (value === null || value === undefined || value === '') return value;
  if (SECRET_NAME.test(name)) return MASK;
  if (typeof value === 'string') return value.replace(/(\/\/[^/:@\s]+:)[^@/\s]+@/g, `$1${MASK}@`);
  return value;
};

/** Every value of a flat record, masked by `maskValue`. */
export const maskRecord = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, maskValue(k, v)]));
