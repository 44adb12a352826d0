import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './throwawayCluster.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  base: string;
  /** True while the operating system still has the process. */
  alive: () => boolean;
  /** What the process wrote (stdout and stderr), for a failure message. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The server as an operator runs it (`src/server/main.ts` in a process of its own), so a test can
 * tell whether something ended the process, not only whether a request failed.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-1_000_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (alive()) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (alive()) child.kill('SIGKILL');
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`server exited during start:\n${out}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, alive, output: () => out, stop };
}
