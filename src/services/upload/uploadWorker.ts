/// <reference lib="webworker" />
import { checkWorkbook } from '../../domain/upload/checks';
import { sniffSpreadsheet } from '../../domain/upload/fileKind';
import { portCodesOf } from '../../domain/upload/headers';
import { RECORDS } from '../../domain/upload/sheets';
import type { Workbook } from '../../domain/upload/types';
import type { FromWorker, ToWorker } from './protocol';
import { readSheets } from './readSheets';

/**
 * The upload worker, one per file (docs/uploads.md §4): sniffs the bytes, parses them, hashes
 * them, then checks the rows. The screen terminates it on cancel or when it is done with it.
 */
const post = (m: FromWorker) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(m);
let workbook: Workbook | undefined;

async function sha256(bytes: ArrayBuffer) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

self.onmessage = async (e: MessageEvent<ToWorker>) => {
  const m = e.data;
  try {
    if (m.type === 'read') {
      const bytes = new Uint8Array(m.bytes);
      const sniffed = sniffSpreadsheet(bytes.subarray(0, 4096), bytes.length);
      if (!sniffed.ok) return post({ type: 'failed', code: sniffed.code, params: sniffed.params });
      post({ type: 'progress', pct: 5 });
      const hash = sha256(m.bytes);
      try {
        workbook = readSheets(bytes, sniffed.format, (pct) => post({ type: 'progress', pct }));
      } catch {
        // A zip that is not a workbook (a .docx), a damaged file: xlsx throws; say what it is not.
        return post({ type: 'failed', code: 'upload.not_spreadsheet' });
      }
      post({ type: 'read', workbook, sha256: await hash, ports: portCodesOf(RECORDS, workbook) });
    } else {
      const wb = m.workbook ?? workbook;
      if (!wb) return post({ type: 'failed', code: 'upload.not_read' });
      post({ type: 'progress', pct: 92 });
      const { issues, counts, payload, locator } = checkWorkbook(m.context.kind, wb, {
        dictionaries: {
          ports: m.ports && new Set(m.ports),
          fuels: m.context.fuels && new Set(m.context.fuels),
        },
        shipRefs: m.context.shipRefs,
      });
      post({ type: 'progress', pct: 100 });
      post({
        type: 'checked',
        result: issues.length
          ? { issues, counts, payload: null, locator: null }
          : { issues, counts, payload, locator },
      });
    }
  } catch {
    post({ type: 'failed', code: 'upload.read_failed' });
  }
};
