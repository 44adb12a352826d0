import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { readAndCheck, recheck, type WorkerEvents, type WorkerJob } from '../../services/upload/runWorker';
import { checkUpload, knownPorts, listUploads, submitUpload } from '../../services/uploadsApi';
import { fetchMachine } from '../fetchMachine';
import type { UploadBody } from '../../domain/schemas/uploads';
import { uploadMachine, type ReadInput, type SubmitInput, type WorkerEvent } from './uploadMachine';

/** The API body: a ships file has no ship of its own (the body's ships variant has no shipId). */
export function uploadBody({ kind, shipId, fileName, sha256, payload }: SubmitInput): UploadBody {
  return (kind === 'ships'
    ? { kind, fileName, sha256, payload }
    : { kind, shipId: shipId!, fileName, sha256, payload }) as unknown as UploadBody;
}

/**
 * The upload machine with the client's actors: a worker per file (terminated when the state is
 * left: cancel, a new file, leaving the screen) and the upload API.
 */
export const providedUploadMachine = uploadMachine.provide({
  actors: {
    readFile: fromCallback<EventObject, ReadInput>(({ input, sendBack }) => {
      let job: WorkerJob | undefined;
      let stopped = false;
      const send = (e: WorkerEvent) => !stopped && sendBack(e);
      const context = { kind: input.target.kind, shipRefs: input.target.shipRefs, fuels: null };
      const on: WorkerEvents = {
        progress: (pct) => send({ type: 'read.progress', pct }),
        read: (workbook, sha256) => send({ type: 'read.parsed', workbook, sha256 }),
        checked: (r) => send({ type: 'read.checked', ...r }),
        failed: (code, params) => send({ type: 'read.failed', code, params }),
      };
      const started = input.file
        ? readAndCheck(input.file, context, on, (codes) => knownPorts(codes))
        : recheck(input.workbook!, context, on, (codes) => knownPorts(codes));
      started.then(
        (j) => (stopped ? j.stop() : (job = j)),
        () => send({ type: 'read.failed', code: 'upload.read_failed' }),
      );
      return () => {
        stopped = true;
        job?.stop();
      };
    }),
    checkOnServer: fromPromise<Awaited<ReturnType<typeof checkUpload>>, SubmitInput>(({ input, signal }) =>
      checkUpload(uploadBody(input), signal),
    ),
    submit: fromPromise<Awaited<ReturnType<typeof submitUpload>>, SubmitInput>(({ input, signal }) =>
      submitUpload(uploadBody(input), signal),
    ),
  },
});

/** The upload history's first page (`GET /api/uploads`), newest first. */
export const uploadHistoryMachine = fetchMachine.provide({
  actors: { fetch: fromPromise(({ signal }) => listUploads({ page: 1, size: 20 }, signal)) },
});

/** Downloads a kind's template (made in the browser; xlsx loads in its own chunk). */
export { downloadTemplate } from '../../services/upload/templateFile';
