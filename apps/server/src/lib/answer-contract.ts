/**
 * Where an answer and its documented schema part: a field the service built but the schema does
 * not name (dropped on the way out), a value the schema refuses, or a refusal whose status the
 * route does not document. The server keeps answering; the log says it once per place, and the
 * test suite fails on any (apps/server/test/helpers/answer-contract.setup.ts), so a schema that
 * falls behind its service is found by the tests, not by a client missing a field.
 */
const breaches = new Set<string>();

/** Enough to name every place; a server that keeps breaking does not keep growing. */
const MOST_KEPT = 1000;

/** What the log says of a breach, once per place; a browser test finds it in the server's log. */
export const BREACH_MESSAGE = 'an answer breaks its documented schema';

/** Notes a breach, and logs it the first time it is seen. */
export const noteBreach = (log: { warn(obj: object, msg: string): void }, what: string): void => {
  if (breaches.has(what) || breaches.size >= MOST_KEPT) return;
  breaches.add(what);
  log.warn({ breach: what }, BREACH_MESSAGE);
};

/** The breaches noted since the last call, which forgets them. */
export const takeBreaches = (): string[] => {
  const noted = [...breaches];
  breaches.clear();
  return noted;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of the fields `sent` holds and `kept` (its schema's output) does not, e.g.
 * `items[].craftedProduct.parcel`. An array's items share one path.
 * @example droppedFields({ a: 1, b: { c: 2, d: 3 } }, { a: 1, b: { c: 2 } }) // -> ['b.d']
 */
export const droppedFields = (sent: unknown, kept: unknown, path = ''): string[] => {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    const dropped = new Set<string>();
    sent.forEach((item, i) => {
      for (const field of droppedFields(item, kept[i], `${path}[]`)) dropped.add(field);
    });
    return [...dropped];
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in kept)) {
      if (value !== undefined) dropped.push(at);
    } else {
      dropped.push(...droppedFields(value, kept[key], at));
    }
  }
  return dropped;
};
