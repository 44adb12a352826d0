import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz, version } from './columns.js';
import { files } from './files.js';

/**
 * Documents and notices (original SYS_DOC_NOTICE, docs/documents-and-portal.md §1). `status` is the
 * document chart's state (machines/workflow/documentStateMachine.ts); `content` is stored already
 * sanitised. Attachments are `files` rows linked by `document_files`, never a path.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    number: text('number').notNull().default(''),
    /** 1 circular, 2 system manual, 3 other, 4 system notice, 5 software package */
    docType: smallint('doc_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    /** 'all', 'zh' or 'en': the portal language the text is written for. */
    language: text('language').notNull().default('all'),
    status: text('status').notNull().default('draft'),
    publishedAt: tstz('published_at'),
    remark: text('remark').notNull().default(''),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    ...version,
    ...timestamps,
  },
  (t) => [
    index('documents_status_type_idx').on(t.status, t.docType, t.publishedAt),
    index('documents_number_idx').on(t.number),
  ],
);

/** A document's attachments, in upload order; a file name is unique within its document. */
export const documentFiles = pgTable(
  'document_files',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.fileId] }),
    uniqueIndex('document_files_name_idx').on(t.documentId, t.name),
  ],
);
