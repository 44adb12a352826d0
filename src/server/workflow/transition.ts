import { transition as nextSnapshot, type AnyStateMachine, type EventObject, type StateValue } from 'xstate';
import type { Db } from '../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../http/errors.js';
import type { Lang } from '../i18n/messages.js';
import type { StateStore } from '../repositories/kit/statusStore.js';
import { recordTransition } from '../repositories/stateHistory.js';

export interface TransitionRequest {
  id: number;
  event: EventObject & { comment?: string };
  actor: { userId: number; roleCode: string };
  at: Date;
  lang: Lang;
  /** The version the caller saw: a different stored one answers 409 `conflict` (reload first). */
  version?: number;
  /**
   * For charts with role guards: the same event as a role every guard admits. When the chart
   * refuses `event` but admits this one, the state allows the event and the role is the reason:
   * 403 `forbidden` instead of 409 `illegal_transition`.
   */
  unrestricted?: EventObject;
}

/** Checks a caller adds inside the transaction, after the chart admitted the event. */
export interface TransitionHooks<Row> {
  /** Runs before the write; throw to refuse (nothing is written). */
  beforeWrite?(tx: Db, row: Row, next: StateValue): Promise<void>;
}

/** State values as stored: a flat machine's state name, else the value as JSON. */
export const stateText = (v: StateValue) => (typeof v === 'string' ? v : JSON.stringify(v));

const ILLEGAL: Record<Lang, (from: string, event: string) => string> = {
  zh: (from, event) => `当前状态“${from}”不允许操作“${event}”`,
  en: (from, event) => `Event "${event}" is not allowed in state "${from}".`,
};

/** 409 with the stable code the client translates; the message names the state and the event. */
export const illegalTransition = (from: string, event: string, lang: Lang) =>
  new AppError(409, 'illegal_transition', ILLEGAL[lang](from, event));

/**
 * Runs one workflow event against a stored entity (docs/architecture.md §9): locks the row, asks the
 * machine whether the event is allowed in the stored state, and writes the new state with its
 * `state_history` row in one transaction. The machine is the same chart the client runs, so the
 * server and the screen cannot disagree on what is allowed; it must be pure (no actors that need a
 * browser), because only its transition function is used, never an interpreter.
 * Answers 404 for a missing row, 409 `conflict` for a stale version, 409 `illegal_transition`
 * for an event the chart refuses (nothing is written then).
 */
export function runTransition<Row>(
  db: Db,
  machine: AnyStateMachine,
  store: StateStore<Row>,
  req: TransitionRequest,
  hooks: TransitionHooks<Row> = {},
): Promise<{ from: string; to: string; value: StateValue }> {
  return db.transaction((tx) => applyTransition(tx, machine, store, req, hooks));
}

/** `runTransition` inside a transaction the caller holds, for callers that write more with it. */
export async function applyTransition<Row>(
  tx: Db,
  machine: AnyStateMachine,
  store: StateStore<Row>,
  req: TransitionRequest,
  hooks: TransitionHooks<Row> = {},
): Promise<{ from: string; to: string; value: StateValue }> {
  const row = await store.lock(tx, req.id);
  if (row === undefined) throw notFound();
  if (req.version !== undefined && store.versionOf && store.versionOf(row) !== req.version) throw conflict();
  const text = store.textOf ?? stateText;
  const fromValue = store.stateOf(row);
  const from = text(fromValue);
  const snapshot = machine.resolveState({ value: fromValue, context: store.contextOf?.(row) ?? {} });
  // `can` runs the chart's guards on the stored state; an event without an edge is refused too.
  if (!snapshot.can(req.event)) {
    if (req.unrestricted && snapshot.can(req.unrestricted)) throw forbidden();
    throw illegalTransition(from, req.event.type, req.lang);
  }
  const [next] = nextSnapshot(machine, snapshot, req.event);
  const to = text(next.value);
  await hooks.beforeWrite?.(tx, row, next.value);
  await store.write(tx, req.id, next.value, req.at);
  await recordTransition(tx, {
    entity: store.entity,
    entityId: req.id,
    from,
    event: req.event.type,
    to,
    actor: req.actor.userId,
    role: req.actor.roleCode,
    at: req.at,
    comment: req.event.comment,
  });
  return { from, to, value: next.value };
}
