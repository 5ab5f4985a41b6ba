import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The project whose files drive a browser against a server of their own. */
const BROWSER_PROJECT = 'e2e';

/**
 * vitest's order (project by project, so that workers sharing their loaded modules are reused),
 * with the browser files spread evenly through it. A browser file is the run's longest kind, and
 * it mostly waits for pages, servers and timers: alone in a phase of its own, as vitest would
 * run the projects, it left a core idle for minutes. Spread out, about one runs at a time beside
 * files that keep the cores busy.
 */
export default class BrowserFilesSpread extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((file) => file.project.name === BROWSER_PROJECT);
    const others = sorted.filter((file) => file.project.name !== BROWSER_PROJECT);
    if (browser.length === 0 || others.length === 0) return sorted;
    const share = others.length / browser.length;
    return browser.flatMap((file, i) => [
      file,
      ...others.slice(Math.round(i * share), Math.round((i + 1) * share)),
    ]);
  }
}
