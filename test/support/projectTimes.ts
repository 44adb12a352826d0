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

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, Times>();
    for (const m of testModules) {
      const d = m.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      const start = m.task.result?.startTime ?? this.started;
      const t = byProject.get(m.project.name) ?? {
        files: 0,
        sum: 0,
        start,
        end: start,
        slowest: { file: '', ms: -1 },
      };
      t.files += 1;
      t.sum += ms;
      t.start = Math.min(t.start, start);
      t.end = Math.max(t.end, start + (m.task.result?.duration ?? ms));
      if (ms > t.slowest.ms) t.slowest = { file: m.relativeModuleId, ms };
      byProject.set(m.project.name, t);
    }
    console.log('\nTime per project (files run side by side, so the spans overlap):');
    for (const [name, t] of [...byProject].sort((a, b) => b[1].sum - a[1].sum))
      console.log(
        `  ${name.padEnd(16)} ${String(t.files).padStart(4)} files   sum ${seconds(t.sum).padStart(9)}   span ${seconds(t.end - t.start).padStart(9)}   slowest ${t.slowest.file} (${seconds(t.slowest.ms)})`,
      );
    console.log(`  wall time of the vitest run: ${seconds(Date.now() - this.started)}`);
  }
}
