/**
 * Cuts a JSON feed of points into its entries as its text arrives, so that a feed of hundreds of
 * megabytes is never held, nor parsed, whole: the entries of a top-level array (Packeta's
 * version 5), or the values of a top-level object's members (version 4's `{ data: { id: … } }`),
 * each handed to `entry` as its own JSON text once it is complete. Strings are followed, with
 * their escapes, so a brace inside a name cuts nothing. What is not an object at that depth is
 * skipped; text after the root value is ignored.
 * @example const cut = new FeedEntries((text) => seen.push(JSON.parse(text))); cut.push('[{"id":"1"},{"i'); cut.push('d":"2"}]') // seen -> [{ id: '1' }, { id: '2' }]
 */
export class FeedEntries {
  /** The text not yet cut: from the current entry's start (or empty between entries). */
  private pending = '';
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Where entries start: 1 inside a top-level array, 2 inside a top-level object's members. */
  private entryDepth = 0;
  /** The current entry's start in `pending`, or -1 between entries. */
  private start = -1;
  private rootSeen = false;
  /** Whether the body holds a list of entries: an array, or an object with a member that is one. */
  holdsList = false;

  constructor(
    private readonly entry: (json: string) => void,
    /** An entry longer than this is no point: the feed is refused. */
    private readonly maxEntryChars = 1_000_000,
  ) {}

  push(chunk: string): void {
    const text = this.pending + chunk;
    let i = this.pending.length;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) this.inString = false;
        continue;
      }
      if (this.depth === 0) {
        if (this.rootSeen || isSpace(c)) continue;
        if (c !== OPEN_OBJECT && c !== OPEN_ARRAY) throw new SyntaxError('the body is not JSON');
        this.rootSeen = true;
        this.entryDepth = c === OPEN_ARRAY ? 1 : 2;
        this.holdsList = c === OPEN_ARRAY;
      } else if (this.depth === 1 && (c === OPEN_OBJECT || c === OPEN_ARRAY)) {
        this.holdsList = true;
      }
      if (c === QUOTE) this.inString = true;
      else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (this.depth === this.entryDepth && c === OPEN_OBJECT) this.start = i;
        this.depth += 1;
      } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        this.depth -= 1;
        if (this.depth === this.entryDepth && this.start >= 0) {
          this.entry(text.slice(this.start, i + 1));
          this.start = -1;
        }
      }
    }
    if (this.start < 0) {
      this.pending = '';
      return;
    }
    this.pending = text.slice(this.start);
    this.start = 0;
    if (this.pending.length > this.maxEntryChars) {
      throw new Error(`an entry of the feed is longer than ${this.maxEntryChars} characters`);
    }
  }

  /** The text is over: a body that was no JSON array or object, or was cut short, throws. */
  end(): void {
    if (!this.rootSeen) throw new SyntaxError('the body is not JSON');
    if (this.depth !== 0) throw new SyntaxError('the feed ends before its last entry');
  }
}

/** Space, tab, line feed, carriage return: what JSON allows between values. */
const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
