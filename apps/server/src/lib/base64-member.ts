const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN = new Set([0x7b, 0x5b]); // { [
const CLOSE = new Set([0x7d, 0x5d]); // } ]
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** Where the string that starts with the quote at `open` ends (its closing quote). */
const closingQuote = (json: Buffer, open: number): number => {
  let at = json.indexOf(QUOTE, open + 1);
  while (at !== -1) {
    let backslashes = 0;
    while (json[at - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
    at = json.indexOf(QUOTE, at + 1);
  }
  return -1;
};

const nextToken = (json: Buffer, from: number): number => {
  let at = from;
  while (WHITESPACE.has(json[at])) at++;
  return at;
};

/**
 * The bytes between the quotes of the top-level member `name`'s string value, when it is there
 * once, written without escapes; otherwise undefined. Only the skeleton is read byte by byte;
 * strings are skipped with `indexOf`, so a photo's megabytes cost a memchr.
 */
export const plainStringMember = (
  json: Buffer,
  name: string,
): { start: number; end: number } | undefined => {
  const key = Buffer.from(name);
  let found: { start: number; end: number } | undefined;
  let depth = 0;
  for (let at = 0; at < json.length; at++) {
    const byte = json[at];
    if (OPEN.has(byte)) depth++;
    else if (CLOSE.has(byte)) depth--;
    else if (byte === QUOTE) {
      const close = closingQuote(json, at);
      if (close === -1) return undefined;
      const colon = nextToken(json, close + 1);
      const isKey = depth === 1 && json[colon] === COLON;
      if (isKey && json.subarray(at + 1, close).equals(key)) {
        if (found) return undefined; // a repeated member: JSON.parse decides which one counts
        const open = nextToken(json, colon + 1);
        if (json[open] !== QUOTE) return undefined;
        const end = closingQuote(json, open);
        const escaped = json.indexOf(BACKSLASH, open + 1);
        if (end === -1 || (escaped !== -1 && escaped < end)) return undefined;
        found = { start: open + 1, end };
        at = end;
      } else {
        at = close;
      }
    }
  }
  return found;
};

/** The JSON text with the member's string value emptied (`""`), for the rest to be parsed. */
const withValueEmptied = (json: Buffer, value: { start: number; end: number }): string =>
  json.toString('utf8', 0, value.start) + json.toString('utf8', value.end);

type Done = (error: Error | null, value?: unknown) => void;

/**
 * A JSON body parser that keeps the top-level member `name`, a large base64 string, off V8's
 * heap: `parseText` parses the rest, and the member is put back as a latin1 view of the body's
 * bytes, which Node keeps outside the heap (an external string). Parsed whole, each upload left
 * its 7 MB string in the old generation until the next full collection. A body whose member is
 * missing, repeated, not a string or escaped is given to `parseText` whole.
 */
export const keepingMemberOffHeap =
  <Request>(name: string, parseText: (request: Request, text: string, done: Done) => void) =>
  (request: Request, body: Buffer, done: Done): void => {
    const member = plainStringMember(body, name);
    if (!member) return parseText(request, body.toString('utf8'), done);
    parseText(request, withValueEmptied(body, member), (error, parsed) => {
      if (error) return done(error);
      const value = body.toString('latin1', member.start, member.end);
      done(null, Object.assign(parsed as object, { [name]: value }));
    });
  };
