import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The project whose files drive a browser against a server of their own. */
const BROWSER_PROJECT = 'e2e';

/**
 * How many browser files run at once. A browser file mostly waits (for pages, servers, timers):
 * 22 of them used 0.9 of a core over 395 s, three at a time. Two at once beside two files that
 * compute keep CI's two cores busy; three beside them starved the pages of a core and tests
 * timed out.
 */
export const BROWSER_FILES_AT_ONCE = 2;

/**
 * A file's expected seconds, by project, for a run with no earlier durations (a clean clone):
 * the means of a whole run on two cores, where a database file waits for the cores the browser
 * files leave it (run alone, the projects' means are nearer 3 s and 42 s).
 */
const EXPECTED_SECONDS: Record<string, number> = {
  e2e: 39,
  'server:sqlite': 3.4,
  'server:postgres': 6.7,
  server: 2.7,
  web: 3.3,
  lint: 2,
  domain: 0.1,
};

interface Running {
  endsAt: number;
  browser: boolean;
}

/**
 * vitest's pool takes the files in this order, each when a worker is free. The order comes from
 * a run played out on paper: the browser files, longest first, start whenever fewer than
 * BROWSER_FILES_AT_ONCE of them run, and the other files fill the other workers in vitest's
 * order (project by project, so that workers sharing their loaded modules are reused). Spread
 * by count instead, the first browser files came one after another between domain files of a
 * few milliseconds, three ran at once and the last ran alone for minutes beside idle cores.
 */
export default class BrowserFilesSpread extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isBrowser = (file: TestSpecification) => file.project.name === BROWSER_PROJECT;
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    const browserGroup = sorted.find(isBrowser) && group(sorted.find(isBrowser)!);
    // The projects that run after the others (the timed ones, one at a time) keep their place.
    const later = sorted.filter((file) => group(file) !== browserGroup);
    const browser = sorted.filter(isBrowser).sort((a, b) => this.seconds(b) - this.seconds(a));
    const others = sorted.filter((file) => !isBrowser(file) && group(file) === browserGroup);
    const workers = this.ctx.config.maxWorkers;
    const order: TestSpecification[] = [];
    const running: Running[] = [];
    let now = 0;
    while (browser.length > 0 || others.length > 0) {
      while (running.length < workers && (browser.length > 0 || others.length > 0)) {
        const browserRunning = running.filter((file) => file.browser).length;
        const takeBrowser =
          browser.length > 0 && (browserRunning < BROWSER_FILES_AT_ONCE || others.length === 0);
        const file = (takeBrowser ? browser : others).shift()!;
        order.push(file);
        running.push({ endsAt: now + this.seconds(file), browser: takeBrowser });
      }
      running.sort((a, b) => a.endsAt - b.endsAt);
      now = running.shift()!.endsAt;
    }
    return [...order, ...later];
  }

  /** The file's duration in the last run that had it, else its project's expected one. */
  private seconds(file: TestSpecification): number {
    const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
    const last = this.ctx.cache.getFileTestResults(key)?.duration;
    return last !== undefined ? last / 1000 : (EXPECTED_SECONDS[file.project.name] ?? 2);
  }
}
