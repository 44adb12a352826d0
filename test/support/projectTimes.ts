/**
 * A vitest reporter for the CI log (`npm test` adds it): per project, how many files ran, the sum of
 * their times (import, setup, hooks and tests), the span from the first file's start to the last
 * file's end, and the slowest file. The projects run side by side, so the spans overlap; the sums
 * show where the worker time went when a run gets slower.
 */
import type { Reporter, TestModule } from 'vitest/node';

interface Times {
  files: number;
  sum: number;
  start: number;
  end: number;
  slowest: { file: string; ms: number };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class ProjectTimes implements Reporter {
  private started = Date.now();
  private readonly byProject = new Map<string, Times>();

  onTestRunStart() {
    this.started = Date.now();
    this.byProject.clear();
  }

  onTestModuleStart(m: TestModule) {
    const now = Date.now();
    const t = this.byProject.get(m.project.name);
    if (t) t.start = Math.min(t.start, now);
    else
      this.byProject.set(m.project.name, {
        files: 0,
        sum: 0,
        start: now,
        end: now,
        slowest: { file: '', ms: -1 },
      });
  }

  onTestModuleEnd(m: TestModule) {
    const t = this.byProject.get(m.project.name);
    if (!t) return;
    const d = m.diagnostic();
    const ms =
      d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    t.files += 1;
    t.sum += ms;
    t.end = Date.now();
    if (ms > t.slowest.ms) t.slowest = { file: m.relativeModuleId, ms };
  }

  onTestRunEnd() {
    console.log('\nTime per project (files run side by side, so the spans overlap):');
    for (const [name, t] of [...this.byProject].sort((a, b) => b[1].sum - a[1].sum))
      console.log(
        `  ${name.padEnd(16)} ${String(t.files).padStart(4)} files   sum ${seconds(t.sum).padStart(9)}   span ${seconds(t.end - t.start).padStart(9)}   slowest ${t.slowest.file} (${seconds(t.slowest.ms)})`,
      );
    console.log(`  wall time of the vitest run: ${seconds(Date.now() - this.started)}`);
  }
}
