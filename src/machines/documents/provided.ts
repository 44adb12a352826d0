import type { Row } from '../../domain/api';
import { fromPromise } from 'xstate';
import { getRow } from '../../services/dictionariesApi';
import * as api from '../../services/documentsApi';
import { saveWithFile, type SaveInput } from '../../services/saveWithFile';
import { fetchMachine } from '../fetchMachine';

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
  // The record, then the attachment chosen in the dialog (one per save).
  saveRecord: fromPromise<Row, SaveInput>(({ input, signal }) =>
    saveWithFile(input, api.uploadAttachment, signal),
  ),
};

const reader = <T>(fetch: (signal: AbortSignal) => Promise<T>) =>
  fetchMachine.provide({ actors: { fetch: fromPromise<unknown>(({ signal }) => fetch(signal)) } });

export const dashboardDocumentsMachine = reader(api.getDashboardDocuments);
export const dashboardNextMachine = reader(api.getDashboardNext);
export const publicDocumentsMachine = reader((signal) => api.getPublicDocuments(1, signal));
export const softwareDownloadMachine = reader(api.getSoftwareDownload);
export const certificationMachine = reader(api.getCertification);
export const fleetStatsMachine = reader(api.getFleetStats);

/** Back-office download of an attachment (the token goes as a header, so not a plain link). */
export const downloadAttachment = api.downloadAttachment;
export const publicFileHref = api.publicFileHref;
export const publicInstallerHref = api.publicInstallerHref;
