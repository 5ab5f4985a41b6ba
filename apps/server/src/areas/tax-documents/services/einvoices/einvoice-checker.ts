import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { xmlProblem } from '../../../../lib/xml-text.ts';
import { checkUbl } from './einvoice-self-check.ts';

/**
 * The worker thread's program: the checks' own source, and the parser they are handed. A document
 * that is not well-formed XML is refused before its content is read (the parser is lenient). A bundler
 * that keeps function names may call its `__name` helper inside the function: it is defined too.
 */
const workerSource = (): string => `
var __name = (f) => f;
const { parentPort, workerData } = require('node:worker_threads');
const { XMLParser, XMLValidator } = require(workerData.parser);
const xmlProblem = (${xmlProblem.toString()});
const checkUbl = (${checkUbl.toString()});
parentPort.on('message', ({ id, xml }) => {
  let problems;
  try {
    const malformed = xmlProblem(xml, XMLValidator);
    problems = malformed ? [malformed] : checkUbl(xml, XMLParser);
  } catch (error) {
    problems = ['Kontrola e-faktúry zlyhala: ' + (error && error.message ? error.message : String(error))];
  }
  parentPort.postMessage({ id, problems });
});
`;

/**
 * Runs the self-check of e-invoices (checkUbl) in a worker thread of its own, so that a batch of
 * documents never holds up the requests; one thread, started on the first check and kept.
 * @example const problems = await checker.check(xml); // -> [] when the document may go
 */
export class EInvoiceChecker {
  private worker: Worker | undefined;
  private next = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (p: string[]) => void; reject: (e: Error) => void }
  >();

  check(xml: string): Promise<string[]> {
    const worker = this.thread();
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, xml });
    });
  }

  /** Ends the thread; checks asked for later start a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const parser = createRequire(import.meta.url).resolve('fast-xml-parser');
    const worker = new Worker(workerSource(), { eval: true, workerData: { parser } });
    worker.unref();
    worker.on('message', ({ id, problems }: { id: number; problems: string[] }) => {
      this.waiting.get(id)?.resolve(problems);
      this.waiting.delete(id);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the e-invoice check thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
