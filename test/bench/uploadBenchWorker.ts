/// <reference lib="webworker" />
/**
 * The bench's worker (test/bench/upload.ts): the same reader and checks the upload worker runs,
 * timed inside the worker, against a bare parse of the same bytes (XLSX.read + sheet_to_json).
 */
import * as XLSX from 'xlsx';
import { checkWorkbook } from '../../src/domain/upload/checks';
import { readSheets } from '../../src/services/upload/readSheets';

self.onmessage = (e: MessageEvent<{ mode: 'bare' | 'check'; bytes: ArrayBuffer }>) => {
  const bytes = new Uint8Array(e.data.bytes);
  const t0 = performance.now();
  if (e.data.mode === 'bare') {
    const wb = XLSX.read(bytes, { type: 'array', dense: true });
    let rows = 0;
    for (const name of wb.SheetNames)
      rows += XLSX.utils.sheet_to_json(wb.Sheets[name]!, { header: 1, raw: true }).length;
    postMessage({ ms: performance.now() - t0, rows });
  } else {
    const wb = readSheets(bytes, 'xlsx', () => {});
    const t1 = performance.now();
    const r = checkWorkbook('voyage', wb, { dictionaries: { ports: null, fuels: null } });
    postMessage({
      ms: performance.now() - t0,
      parseMs: t1 - t0,
      checkMs: performance.now() - t1,
      issues: r.issues.length,
      records: r.counts.records,
    });
  }
};
