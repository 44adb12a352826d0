/**
 * The load generator of `bench:api`, run as its own process so the server under test does not
 * share its event loop with the client (architecture: load from a second process on loopback).
 * Args: base path token total concurrency timeLimitMs warmUp. Prints one JSON line of timings.
 */
import { performance } from 'node:perf_hooks';

const [base, path, token, total, concurrency, timeLimit, warmUp] = process.argv.slice(2);
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error('bench load targets loopback only');

async function fire(count: number) {
  const times: number[] = [];
  let sent = 0;
  let errors = 0;
  const deadline = performance.now() + Number(timeLimit);
  const worker = async () => {
    while (sent < count && performance.now() < deadline) {
      sent++;
      const t0 = performance.now();
      const res = await fetch(base + path, { headers: { 'x-token': token } }).catch(() => null);
      if (!res || res.status !== 200) errors++;
      await res?.arrayBuffer();
      times.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: Number(concurrency) }, worker));
  return { times, seconds: (performance.now() - t0) / 1000, errors };
}

await fire(Number(warmUp));
console.log(JSON.stringify(await fire(Number(total))));
