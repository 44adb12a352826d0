/// <reference lib="webworker" />
/**
 * The bench's worker (test/bench/upload.ts), in the page beside the upload screen: a bare parse of
 * the workbook (XLSX.read + sheet_to_json), the anchor the screen's check is compared with; and,
 * for the breakdown only, the upload reader and every check timed inside the worker.
 */
import * as XLSX from 'xlsx';
import { checkWorkbook } from '../../src/domain/upload/checks';
import { readSheets } from '../../src/services/upload/readSheets';

type Job = { mode: 'bare' | 'check'; bytes: ArrayBuffer; shipRefs: string[]; ports: string[] };

self.onmessage = (e: MessageEvent<Job>) => {
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
    const r = checkWorkbook('voyage', wb, {
      dictionaries: { ports: new Set(e.data.ports), fuels: null },
      shipRefs: e.data.shipRefs,
    });
    postMessage({ readMs: t1 - t0, checkMs: performance.now() - t1, issues: r.issues.length });
  }
};
