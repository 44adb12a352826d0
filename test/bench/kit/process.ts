import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Served {
  /** http://127.0.0.1:<port> */
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs `script` with tsx in its own Node process (a server under test must not share its event
 * loop with the load generator or the bench) and resolves once it prints `listening <port>`.
 * Its stderr is passed through, so a failing start shows why.
 */
export function startTsx(
  script: string,
  env: Record<string, string | undefined>,
  timeoutMs = 300_000,
  nodeArgs: string[] = [],
) {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    // stdin stays open while this process lives: the child exits when it closes (onParentGone),
    // so a bench stopped half-way leaves no server behind.
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise<Served>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code} before listening`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^listening (\d+)$/.exec(line);
      if (!m) return void process.stdout.write(`  [${script.split('/').pop()}] ${line}\n`);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        base: `http://127.0.0.1:${m[1]}`,
        pid: child.pid!,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(hard);
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** In a child started by startTsx: exit when the parent is gone (its end of stdin closes). */
export function onParentGone(stop: () => unknown) {
  process.stdin.on('close', () => void stop());
  process.stdin.resume();
}
