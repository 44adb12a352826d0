import { portCodesOf } from '../../domain/upload/headers';
import { RECORDS } from '../../domain/upload/sheets';
import type { Workbook } from '../../domain/upload/types';
import type { CheckContext, Checked, FromWorker, ToWorker } from './protocol';

/**
 * Drives one upload worker for one file (docs/uploads.md §4) and reports each step. `stop()`
 * terminates the worker: cancel, leaving the screen, or the end of the job.
 */
export interface WorkerJob {
  stop(): void;
}

export interface WorkerEvents {
  progress(pct: number): void;
  read(workbook: Workbook, sha256: string): void;
  checked(result: Checked): void;
  failed(code: string, params?: Record<string, number>): void;
}

/** Known ports among `codes`: the screen's lookup, cached per session (the port dictionary). */
export type PortLookup = (codes: string[]) => Promise<string[] | null>;

const createWorker = () => new Worker(new URL('./uploadWorker.ts', import.meta.url), { type: 'module' });

function start(first: ToWorker, on: WorkerEvents, lookupPorts: PortLookup, context: CheckContext): WorkerJob {
  const worker = createWorker();
  worker.onmessage = async (e: MessageEvent<FromWorker>) => {
    const m = e.data;
    if (m.type === 'progress') on.progress(m.pct);
    else if (m.type === 'failed') on.failed(m.code, m.params);
    else if (m.type === 'checked') {
      on.checked(m.result);
      worker.terminate();
    } else {
      on.read(m.workbook, m.sha256);
      const ports = await lookupPorts(m.ports).catch(() => null);
      worker.postMessage({ type: 'check', ports, context } satisfies ToWorker);
    }
  };
  worker.onerror = () => on.failed('upload.read_failed');
  const transfer = first.type === 'read' ? [first.bytes] : [];
  worker.postMessage(first, transfer);
  return { stop: () => worker.terminate() };
}

/** Reads and checks a chosen file in a new worker. */
export async function readAndCheck(
  file: File,
  context: CheckContext,
  on: WorkerEvents,
  lookupPorts: PortLookup,
) {
  const bytes = await file.arrayBuffer();
  return start({ type: 'read', bytes, context }, on, lookupPorts, context);
}

/** Checks edited sheets again (after fixes in place) in a new worker. */
export async function recheck(
  workbook: Workbook,
  context: CheckContext,
  on: WorkerEvents,
  lookupPorts: PortLookup,
) {
  const ports = await lookupPorts(portCodesOf(RECORDS, workbook)).catch(() => null);
  return start({ type: 'check', workbook, ports, context }, on, lookupPorts, context);
}
