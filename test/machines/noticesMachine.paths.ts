/** The toasts' generated paths, shared by their model test and QA's report. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { noticesMachine } from '../../src/machines/noticesMachine';
import type { ModelEvent } from '../support/modelReplay';
import { edgePaths, coveringPaths } from '../support/graph';
import en from '../../src/i18n/en.json';

export const NOTICES = {
  // What the header's full-screen button says where the browser has no full screen.
  fullScreenUnsupported: {
    type: 'notice.push',
    variant: 'critical',
    text: en.navbar.fullscreenUnsupported,
    durationMs: 5000,
  },
  // What the size menu says after a change.
  sizeChanged: { type: 'notice.push', variant: 'success', code: 'navbar.sizeChanged', durationMs: 3000 },
} satisfies Record<string, ModelEvent<typeof noticesMachine>>;
/** Two toasts at most (enough for "dismiss the first of two"); each shown toast can be dismissed. */
export const events = (s: AnyMachineSnapshot): EventObject[] => [
  ...(s.context.nextId <= 2 ? Object.values(NOTICES) : []),
  ...s.context.notices.map((n: { id: number }) => ({ type: 'notice.dismiss', id: n.id })),
];
/** One flat state: the screen is the toasts shown (id and kind) and how many were pushed. */
export const stateKey = (s: AnyMachineSnapshot) => [
  s.context.notices.map((n: { id: number; variant: string }) => `${n.id}:${n.variant}`),
  s.context.nextId,
];
export const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(stateKey(s));
export const options = { events, serializeState, stateKey };

export const paths = coveringPaths(options, edgePaths(noticesMachine, options));

export const noticesModelPaths = async () => ({ machine: noticesMachine, ...options, paths });
