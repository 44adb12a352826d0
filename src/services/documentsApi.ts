import type {
  CertificationTexts,
  DashboardDocuments,
  DashboardNext,
  FleetStats,
  Page,
  PublicDocumentDto,
  Row,
  SoftwareDownload,
} from '../domain/api';
import { request, requestBlob } from './http';
import { saveBlob } from './download';

/** Documents and notices, their dashboard part and the public portal (docs/documents-and-portal.md). */

export const getDashboardDocuments = (signal?: AbortSignal) =>
  request<DashboardDocuments>('/api/dashboard/documents', { signal });

export const getDashboardNext = (signal?: AbortSignal) =>
  request<DashboardNext>('/api/dashboard/next', { signal });

/** publish / invalidate / redraft, with the version the user saw (409 when it moved). */
export const sendDocumentEvent = (id: number, event: string, version: number, signal?: AbortSignal) =>
  request<Row>(`/api/documents/${id}/state`, {
    method: 'POST',
    body: { event, version },
    signal,
    silent: true,
  });

export function uploadAttachment(id: number, file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return request<Row>(`/api/documents/${id}/files`, { method: 'POST', body: form, signal, silent: true });
}

/** Removes one attachment of a draft; the answer is the document with the attachments left. */
export const removeAttachment = (id: number, fileId: string, signal?: AbortSignal) =>
  request<Row>(`/api/documents/${id}/files/${fileId}`, { method: 'DELETE', signal, silent: true });

/** A back-office download: the token travels as a header, so the bytes come as a Blob and are saved. */
export async function downloadAttachment(documentId: number, fileId: string, name: string) {
  const blob = await requestBlob(`/api/documents/${documentId}/files/${fileId}`);
  saveBlob(blob, name);
}

// The portal needs no session: these calls carry no token the server would need.
export const getPublicDocuments = (page: number, signal?: AbortSignal) =>
  request<Page<PublicDocumentDto>>('/api/public/documents', { query: { page, size: 20 }, signal });

export const getSoftwareDownload = (signal?: AbortSignal) =>
  request<SoftwareDownload>('/api/sysDocNotice/getSoftWareDownLoad', { signal });

export const getCertification = (signal?: AbortSignal) =>
  request<CertificationTexts>('/api/public/certification', { signal });

export const getFleetStats = (signal?: AbortSignal) =>
  request<FleetStats>('/api/public/fleet-stats', { signal });

/** Plain links: a public download needs no header, so the browser fetches and saves it itself. */
export const publicFileHref = (fileId: string) =>
  `/api/sysDocNotice/downloadFile?fileId=${encodeURIComponent(fileId)}`;
export const publicInstallerHref = (versionId: number) => `/api/public/app-versions/${versionId}/file`;
