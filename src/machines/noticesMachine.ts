import { assign, raise, setup } from 'xstate';

/** A toast. `code` is an i18n key under `notices.*`; `text` is shown as is (a server message). */
export interface Notice {
  id: number;
  variant: 'success' | 'critical' | 'info';
  code?: string;
  text?: string;
}
export type NoticesEvent =
  ({ type: 'notice.push'; durationMs: number } & Omit<Notice, 'id'>) | { type: 'notice.dismiss'; id: number };

/** Toasts with a lifetime: each push schedules its own dismissal (5 s network, 50 s HTTP error). */
export const noticesMachine = setup({
  types: { context: {} as { notices: Notice[]; nextId: number }, events: {} as NoticesEvent },
}).createMachine({
  id: 'notices',
  context: { notices: [], nextId: 1 },
  on: {
    'notice.push': {
      actions: [
        assign({
          notices: ({ context, event }) => [
            ...context.notices,
            { id: context.nextId, variant: event.variant, code: event.code, text: event.text },
          ],
          nextId: ({ context }) => context.nextId + 1,
        }),
        raise(({ context }) => ({ type: 'notice.dismiss' as const, id: context.nextId - 1 }), {
          delay: ({ event }) => event.durationMs,
        }),
      ],
    },
    'notice.dismiss': {
      actions: assign({ notices: ({ context, event }) => context.notices.filter((n) => n.id !== event.id) }),
    },
  },
});
