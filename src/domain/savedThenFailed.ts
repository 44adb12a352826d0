import type { Row } from './api.js';

/**
 * A save whose record was written but whose follow-up step (an installer upload) failed. Thrown by
 * a screen's saveRecord actor so the machine keeps the dialog open on the written row: the next
 * save updates it instead of creating a second one.
 */
export class SavedThenFailed extends Error {
  constructor(
    /** The record as written: its id and version become the dialog's. */
    readonly row: Row,
    /** Why the follow-up failed: this is what the dialog says. */
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : 'saved_then_failed');
    this.name = 'SavedThenFailed';
  }
}
