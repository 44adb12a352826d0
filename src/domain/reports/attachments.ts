/**
 * Evidence attached to a draft report (docs/reports-dcs-cmsa.md §8): a bunker
 * delivery note scan, a collected-data sheet or another document, optionally linked to one total.
 */
export const ATTACHMENT_KINDS = ['bdn', 'collectedData', 'other'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Types accepted, judged by the file's bytes (never its name or the browser's claim). */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** One file per upload, at most 10 MB (the multipart plugin's ceiling). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface ReportAttachmentDto {
  id: number;
  reportId: number;
  kind: AttachmentKind;
  /** The i18n key of the total it supports (`reports.dcs.fuel.HFO`, …), or null. */
  figureKey: string | null;
  name: string;
  mime: string;
  size: number;
  uploadedBy: number | null;
  uploadedAt: string;
}
