import type { Lang } from '../../../domain/api.js';
import { AppError } from '../../http/errors.js';
import { ledgerMessage } from '../../i18n/lookup.js';
import { VoyageDataError, type LedgerError } from '../ledger/write/errors.js';

/**
 * An upload that cannot be written as it is: every error with the JSON path of its value in the
 * payload (`records[3].fuels[1].robArrivalT`, `ships[2].dwt`), so the browser maps each one back
 * to a sheet, row and column. 400 `upload_refused` with `issues` (docs/api-uploads.md).
 */
export class UploadRefused extends AppError {
  constructor(
    public readonly issues: LedgerError[],
    lang: Lang,
  ) {
    super(400, 'upload_refused', ledgerMessage('upload_refused', lang), undefined, { issues });
  }
}

/** Collects item errors with their wording, like the ledger writer's. */
export class IssueList {
  readonly list: LedgerError[] = [];
  constructor(readonly lang: Lang) {}
  add(path: string, code: string, params?: Record<string, string | number>) {
    this.list.push({ path, code: code.split('?')[0]!, message: ledgerMessage(code, this.lang, params) });
  }
  /** An error another check has already worded (a field of a 400 answer). */
  addWorded(path: string, code: string, message: string) {
    this.list.push({ path, code, message });
  }
  /** An AppError of a shared check as errors of the row at `prefix`: one per field it names. */
  addAppError(prefix: string, err: AppError) {
    const fields = Object.entries(err.fields ?? {});
    if (!fields.length) this.addWorded(`${prefix}._`, err.code, err.message);
    for (const [field, message] of fields) this.addWorded(`${prefix}.${field}`, err.code, message);
  }
  throwIfAny() {
    if (this.list.length) throw new UploadRefused(this.list, this.lang);
  }
}

/** The writer's 409s that refuse a file as a whole: a locked voyage or snapshot, a closed report. */
const WHOLE_FILE = ['voyage_locked', 'snapshot_locked', 'ledger.report_closed'];

/**
 * The writer's refusals as an upload's: its 422 with every item error, and its 409 of a locked
 * voyage or snapshot or of a closed report over the period (a whole-file error, path `_`). Anything
 * else is not a refusal: undefined.
 */
export function asRefusal(err: unknown, lang: Lang): UploadRefused | undefined {
  if (err instanceof UploadRefused) return err;
  if (err instanceof VoyageDataError) return new UploadRefused(err.errors, lang);
  if (err instanceof AppError && WHOLE_FILE.includes(err.code))
    return new UploadRefused([{ path: '_', code: err.code, message: err.message }], lang);
  return undefined;
}
