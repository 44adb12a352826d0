import type { FormAttachment, Row, Values } from '../../domain/api';
import { ApiError } from '../../domain/apiError';
import { fromPromise } from 'xstate';
import { getRow } from '../../services/dictionariesApi';
import * as api from '../../services/documentsApi';
import { saveWithFile, type SaveInput } from '../../services/saveWithFile';
import { fetchMachine } from '../fetchMachine';
import { pagedFetchMachine } from '../pagedFetchMachine';

/**
 * The documents area's actors on the client (docs/documents-and-portal.md): what the document
 * screen adds to the list-and-form machine, and the reads of the dashboard and the public portal
 * as fetch machines.
 */

/**
 * Publish / invalidate / redraft as row commands. The list's row may be older than the record, so
 * the command reads the record's version first; the server still refuses an event the chart does
 * not allow in the stored state (409 `illegal_transition`).
 */
export const DOCUMENT_LIST_ACTORS = {
  runCommand: fromPromise<null, { resource: string; id: number; command: string }>(
    async ({ input, signal }) => {
      const row = await getRow('documents', input.id, signal);
      await api.sendDocumentEvent(input.id, input.command, Number(row.version), signal);
      return null;
    },
  ),
  // The record, then the attachments marked for removal, then the one chosen in the dialog.
  saveRecord: fromPromise<Row, SaveInput>(({ input, signal }) =>
    saveWithFile(input, api.uploadAttachment, signal, (id, s) => removeMarked(id, input.values, s)),
  ),
};

/**
 * One DELETE per marked attachment, in order; a file already gone (a retry after a failure half
 * way) counts as removed. Null when nothing was marked, else the document as the last answer left it.
 */
async function removeMarked(id: number, values: Values, signal?: AbortSignal): Promise<Row | null> {
  const marked = ((values.attachments as FormAttachment[] | undefined) ?? []).filter((f) => f.remove);
  let row: Row | null = null;
  for (const f of marked) {
    try {
      row = await api.removeAttachment(id, f.fileId, signal);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return row;
}

const reader = <T>(fetch: (signal: AbortSignal) => Promise<T>) =>
  fetchMachine.provide({ actors: { fetch: fromPromise<unknown>(({ signal }) => fetch(signal)) } });

export const dashboardDocumentsMachine = reader(api.getDashboardDocuments);
export const dashboardNextMachine = reader(api.getDashboardNext);
export const publicDocumentsMachine = pagedFetchMachine.provide({
  actors: {
    fetch: fromPromise<unknown, { page: number }>(({ input, signal }) =>
      api.getPublicDocuments(input.page, signal),
    ),
  },
});
export const softwareDownloadMachine = reader(api.getSoftwareDownload);
export const certificationMachine = reader(api.getCertification);
export const fleetStatsMachine = reader(api.getFleetStats);

/** Back-office download of an attachment (the token goes as a header, so not a plain link). */
export const downloadAttachment = api.downloadAttachment;
export const publicFileHref = api.publicFileHref;
export const publicInstallerHref = api.publicInstallerHref;
