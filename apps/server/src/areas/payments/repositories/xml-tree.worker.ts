import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How deep a statement may nest its elements; camt.053 itself goes about 12 deep. */
export const MAX_XML_DEPTH = 40;

/** Entries handed over per message: each message is one short task on the main thread. */
const ENTRIES_PER_MESSAGE = 250;

/** What the worker tells, in order: a refusal, or the root, then each statement and its entries. */
export type TreeMessage =
  | { kind: 'invalid'; line: number; col: number }
  | { kind: 'unreadable'; tooDeep: boolean }
  | { kind: 'statement'; statement: Record<string, unknown> }
  | { kind: 'entries'; entries: unknown[] }
  | { kind: 'done'; found: boolean };

// The worker's program is plain JavaScript handed over as text: the server runs as one bundle,
// and a worker file beside it would need a build of its own. It only validates and parses, with
// the parser the server depends on anyway; what the tree means is read on the main thread.
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const { XMLParser, XMLValidator } = require(workerData.parser);
const { xml, repeated, maxDepth, perMessage } = workerData;
const valid = XMLValidator.validate(xml);
if (valid !== true) {
  parentPort.postMessage({ kind: 'invalid', line: valid.err.line, col: valid.err.col });
} else {
  const names = new Set(repeated);
  let tree;
  try {
    tree = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      removeNSPrefix: true,
      parseTagValue: false,
      parseAttributeValue: false,
      processEntities: false,
      htmlEntities: false,
      trimValues: true,
      maxNestedTags: maxDepth,
      isArray: (name) => names.has(name),
    }).parse(xml);
  } catch (error) {
    parentPort.postMessage({ kind: 'unreadable', tooDeep: /nested/i.test(String(error && error.message)) });
  }
  if (tree) {
    const root = tree.Document && tree.Document.BkToCstmrStmt;
    const statements = root && Array.isArray(root.Stmt) ? root.Stmt : [];
    for (const statement of statements) {
      const entries = Array.isArray(statement.Ntry) ? statement.Ntry : [];
      delete statement.Ntry;
      parentPort.postMessage({ kind: 'statement', statement });
      for (let at = 0; at < entries.length; at += perMessage) {
        parentPort.postMessage({ kind: 'entries', entries: entries.slice(at, at + perMessage) });
      }
    }
    parentPort.postMessage({ kind: 'done', found: Boolean(root) });
  }
}
`;

const parserPath = createRequire(import.meta.url).resolve('fast-xml-parser');

/**
 * Validates and parses `xml` on a worker thread (a 10 MB statement takes seconds of CPU, which
 * would stall every other request), handing the tree over a statement and a slice of its
 * entries at a time to `onMessage`; resolves once the worker is done. No DTD is read and no
 * entity expanded; `repeated` names the elements always given as arrays. A rejection of
 * `onMessage` ends the worker and is the promise's.
 */
export const parseXmlTreeOffThread = (
  xml: string,
  repeated: readonly string[],
  onMessage: (message: TreeMessage) => void,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(PROGRAM, {
      eval: true,
      workerData: {
        parser: parserPath,
        xml,
        repeated,
        maxDepth: MAX_XML_DEPTH,
        perMessage: ENTRIES_PER_MESSAGE,
      },
    });
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error === undefined) resolve();
      else reject(error);
      void worker.terminate();
    };
    worker.on('message', (message: TreeMessage) => {
      if (settled) return;
      try {
        onMessage(message);
      } catch (error) {
        return settle(error);
      }
      if (message.kind !== 'statement' && message.kind !== 'entries') settle();
    });
    worker.once('error', settle);
    worker.once('exit', () => settle(new Error('the XML worker stopped before it was done')));
  });
