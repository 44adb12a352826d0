import type { Row } from '../../domain/api';
import { z } from 'zod';
import {
  ATTACHMENT_MAX_BYTES,
  DOC_LANGUAGES,
  DOC_STATES,
  DOC_TYPES,
  DocumentCreate,
} from '../../domain/schemas/documents';
import { isEditable } from '../../machines/workflow/documentStateMachine';
import { DOCUMENT_LIST_ACTORS } from '../../machines/documents/provided';
import { documentStateMachine, type DocumentEvent } from '../../machines/workflow/documentStateMachine';
import { col, defaultsOf, field, pick, req, text, timeCol } from '../listForm/specs';
import type { CommandSpec, OptionsSource, ScreenConfig } from '../listForm/types';
import { AttachmentsField, ContentField } from './fields';

const fixed = (prefix: string, values: readonly (string | number)[]): OptionsSource => ({
  kind: 'static',
  options: values.map((v) => ({ value: v, label: `${prefix}.${v}` })),
});
const types = fixed('documents.types', DOC_TYPES);
const states = fixed('documents.states', DOC_STATES);

/** The allow-list of the server (http/sniffAttachment.ts), checked here first to spare an upload. */
const ATTACHABLE = '.pdf,.docx,.xlsx,.zip,.png,.jpg,.jpeg,.exe,.msi';
// Optional: an edit that adds no file has no `file` key at all.
const attachment = z
  .custom<File | null | undefined>()
  .optional()
  .superRefine((file, ctx) => {
    if (!(file instanceof File)) return;
    if (!/\.(pdf|docx|xlsx|zip|png|jpe?g|exe|msi)$/i.test(file.name))
      ctx.addIssue({ code: 'custom', message: 'msg.attachment_type' });
    else if (file.size > ATTACHMENT_MAX_BYTES)
      ctx.addIssue({ code: 'custom', message: 'msg.attachment_too_large' });
  });

const fields = [
  req('name'),
  field('number'),
  req('docType', 'select', { options: types }),
  req('title', 'text'),
  field('language', 'select', { options: fixed('documents.languages', DOC_LANGUAGES) }),
  field('remark'),
  field('content', 'textarea', { component: ContentField, label: 'fields.docContent' }),
  field('attachments', 'text', { component: AttachmentsField }),
  field('file', 'file', { accept: ATTACHABLE, label: 'fields.attachment' }),
];

/** Whether the chart accepts `event` in the row's stored state: the button is enabled only then. */
const accepts = (event: DocumentEvent['type']) => (row: Row) =>
  documentStateMachine.resolveState({ value: String(row.status), context: {} }).can({ type: event });
const command = (name: DocumentEvent['type'], confirm: string): CommandSpec => ({
  name,
  label: `documents.${name}`,
  confirm: `documents.${confirm}`,
  perm: 'document:manage:edit',
  reload: true,
  enabled: accepts(name),
});

const columns = [
  col('name'),
  col('docType', { codes: 'documents.types' }),
  col('number'),
  col('title'),
  col('attachments', {
    render: (row) => String((row.attachments as unknown[] | undefined)?.length ?? 0),
    text: (row) => (row.attachments as unknown[] | undefined)?.length ?? 0,
  }),
  col('createdBy'),
  timeCol('createdAt'),
  col('updatedBy'),
  timeCol('updatedAt'),
];

/**
 * `/docMng/list`: documents and notices with the chart's events as row commands (each asks
 * first); only drafts are edited (others open as Detail). `/docMng/list2`: the published library.
 */
export const DOCUMENT_SCREENS: Record<string, ScreenConfig> = {
  '/docMng/list': {
    resource: 'documents',
    title: 'screens.docMng',
    filters: [text('name'), text('number'), pick('docType', types), pick('status', states)],
    columns: [
      ...columns.slice(0, 3),
      col('status', { label: 'status.label', codes: 'documents.states' }),
      ...columns.slice(3),
    ],
    fields,
    schema: DocumentCreate.and(z.object({ file: attachment })),
    defaults: { ...defaultsOf(fields), docType: 4, language: 'all', attachments: [] },
    permissions: {
      add: 'document:manage:add',
      edit: 'document:manage:edit',
      delete: 'document:manage:delete',
    },
    commands: [
      command('publish', 'confirmPublish'),
      command('invalidate', 'confirmInvalidate'),
      command('redraft', 'confirmRedraft'),
    ],
    rowEditable: (row) => isEditable(String(row.status)),
    actors: DOCUMENT_LIST_ACTORS,
  },
  '/docMng/list2': {
    resource: 'documents/library',
    title: 'screens.docLibrary',
    filters: [text('name'), text('number'), pick('docType', types)],
    columns: [...columns.slice(0, 5), timeCol('publishedAt')],
    fields: [
      field('name'),
      field('number'),
      field('docType', 'select', { options: types }),
      field('title'),
      field('content', 'textarea', { component: ContentField, label: 'fields.docContent' }),
      field('attachments', 'text', { component: AttachmentsField }),
    ],
    permissions: {},
    detail: true,
  },
};
