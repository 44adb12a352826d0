import { z } from 'zod';
import { ATTACHMENT_KINDS } from '../reports/attachments.js';
import { TextId } from './ids.js';

/** The form fields sent before the file of POST /api/reports/:id/attachments. */
export const AttachmentFields = z.object({
  kind: z.enum(ATTACHMENT_KINDS, { error: 'msg.choice' }),
  figureKey: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((s) => s || undefined),
});

export const AttachmentParams = z.object({ id: TextId, attachmentId: TextId });
