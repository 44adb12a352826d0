import { setup } from 'xstate';
import type { DocState } from '../../domain/schemas/documents';

/** Events of a document's life; `comment` is the reason kept in the state history. */
export type DocumentEvent =
  | { type: 'publish'; comment?: string }
  | { type: 'invalidate'; comment?: string }
  | { type: 'redraft'; comment?: string };

/**
 * A document's life (docs/documents-and-portal.md §1): drafted, published (only then does it leave
 * the back office: dashboard, library, public portal), withdrawn as invalid, and back to draft to
 * be reworked. A workflow chart both sides run: the screen offers the events the chart accepts, and
 * the server refuses any other with 409 `illegal_transition` (server/workflow/transition.ts),
 * writing a `state_history` row for each accepted one. Only a draft is edited or given files, so a
 * published text never changes under its readers.
 */
export const documentStateMachine = setup({
  types: { events: {} as DocumentEvent },
}).createMachine({
  id: 'documentState',
  initial: 'draft',
  states: {
    draft: { on: { publish: 'published' } },
    published: { on: { invalidate: 'invalid' } },
    invalid: { on: { redraft: 'draft' } },
  },
});

/** What the server lets a user change in each state: only drafts are edited; published rows stay. */
export const isEditable = (state: DocState | string) => state === 'draft';
export const isPublic = (state: DocState | string) => state === 'published';
