import type { Reporter, TestModule } from 'vitest/node';

/** How many of each project's slowest files the summary names. */
const SLOWEST = 5;

interface FileTime {
  file: string;
  startedAt: number;
  endedAt: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints where the run's time went, then the plain closing line CI reads ('vitest: N passed,
 * N failed, N skipped'), since the default reporter's summary is not in that form. For each
 * project: its wall time, from its first file's start to its last file's end (projects overlap,
 * so these do not add up to the run), and its slowest files, each from its queueing (import and
 * environment included) to its end.
 */
export default class SummaryReporter implements Reporter {
  private readonly root = process.cwd();
  private readonly started = new Map<string, number>();
  private readonly byProject = new Map<string, FileTime[]>();

  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.id, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const endedAt = Date.now();
    const project = module.project.name || 'default';
    const file = module.moduleId.startsWith(this.root)
      ? module.moduleId.slice(this.root.length + 1)
      : module.moduleId;
    const times = this.byProject.get(project) ?? [];
    times.push({ file, startedAt: this.started.get(module.id) ?? endedAt, endedAt });
    this.byProject.set(project, times);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    this.printTimes();
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      // A file that failed outside its tests (an import, a beforeAll) counts once, whatever
      // became of its tests.
      failed += module.state() === 'failed' ? Math.max(failedHere, 1) : failedHere;
    }
    console.log(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  private printTimes(): void {
    if (this.byProject.size === 0) return;
    const lines = ['', 'Where the time went (wall time per project; its slowest files):'];
    const projects = [...this.byProject].sort(([a], [b]) => a.localeCompare(b));
    for (const [project, times] of projects) {
      const first = Math.min(...times.map((t) => t.startedAt));
      const last = Math.max(...times.map((t) => t.endedAt));
      lines.push(`  ${project}: ${seconds(last - first)}, ${times.length} files`);
      const slowest = [...times]
        .sort((a, b) => b.endedAt - b.startedAt - (a.endedAt - a.startedAt))
        .slice(0, SLOWEST);
      for (const time of slowest) {
        lines.push(`      ${seconds(time.endedAt - time.startedAt).padStart(8)}  ${time.file}`);
      }
    }
    console.log(lines.join('\n'));
  }
}
