import type { Row, Values } from '../domain/api';
import { SavedThenFailed } from '../domain/savedThenFailed';
import { saveRow } from './dictionariesApi';

export type SaveInput = { resource: string; id: number | null; values: Values; saved?: Values | null };

const withoutFile = ({ file: _file, ...rest }: Values) => rest;
const same = (a: Values, b: Values) => Object.keys({ ...a, ...b }).every((k) => a[k] === b[k]);

/**
 * The record first (JSON), then the file chosen in its `file` field (multipart, `upload`). A failed
 * upload is a SavedThenFailed: the machine goes on editing the written row (its id and version), so
 * a retry is an update, never a second create. When the fields are as written then, it sends the
 * file only. Used by the app-version installer and the document attachments.
 */
export async function saveWithFile(
  input: SaveInput,
  upload: (id: number, file: File, signal?: AbortSignal) => Promise<Row>,
  signal?: AbortSignal,
  /** Further writes on the saved record before the file (a document's attachments marked for removal). */
  between?: (id: number, signal?: AbortSignal) => Promise<Row | null>,
): Promise<Row> {
  const values = withoutFile(input.values);
  const written = input.id !== null && input.saved && same(values, withoutFile(input.saved));
  let row: Row = written ? { id: input.id! } : await saveRow(input.resource, input.id, values, signal);
  const file = input.values.file;
  try {
    row = (await between?.(Number(row.id), signal)) ?? row;
    return file instanceof File ? await upload(Number(row.id), file, signal) : row;
  } catch (error) {
    throw new SavedThenFailed(row, error);
  }
}
