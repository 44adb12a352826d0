/**
 * The Node load generator, the fallback of the bench kit (kit/http.ts) when wrk is not installed.
 * Run as its own process so the server under test does not share its event loop with the client.
 * Each request asks for a random path of the list file (one path a line) with the session header.
 * Args: base pathsFile token connections seconds. Prints one JSON line: the latency of every
 * request (ms), the seconds taken and the count of answers that were not 2xx or failed.
 * It costs about as much CPU as the server it measures; wrk a few percent of a core.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const [base, pathsFile, token, connections, seconds] = process.argv.slice(2);
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base ?? '')) throw new Error('bench load targets loopback only');
const paths = readFileSync(pathsFile!, 'utf8').split('\n').filter(Boolean);

const times: number[] = [];
let errors = 0;
const deadline = performance.now() + Number(seconds) * 1000;
const headers: Record<string, string> = token ? { 'x-token': token } : {};
const worker = async () => {
  while (performance.now() < deadline) {
    const t0 = performance.now();
    const path = paths[Math.floor(Math.random() * paths.length)]!;
    const res = await fetch(base + path, { headers }).catch(() => null);
    if (!res || res.status < 200 || res.status > 299) errors++;
    await res?.arrayBuffer();
    times.push(performance.now() - t0);
  }
};
const t0 = performance.now();
await Promise.all(Array.from({ length: Number(connections) }, worker));
console.log(JSON.stringify({ times, seconds: (performance.now() - t0) / 1000, errors }));
