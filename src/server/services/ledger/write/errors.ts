import type { Lang } from '../../../../domain/api.js';
import type { LedgerIssue } from '../../../../domain/schemas/voyageData.js';
import { AppError } from '../../../http/errors.js';
import { ledgerMessage } from '../../../i18n/lookup.js';

/** An issue with its wording, as the 422 answer lists it. */
export interface LedgerError {
  path: string;
  code: string;
  message: string;
}

/** 422 `invalid_voyage_data` with every error of the call. */
export class VoyageDataError extends AppError {
  constructor(
    public readonly errors: LedgerError[],
    lang: Lang,
  ) {
    super(422, 'invalid_voyage_data', ledgerMessage('invalid_voyage_data', lang), undefined, { errors });
  }
}

export const voyageLocked = (voyageNo: string, lang: Lang) =>
  new AppError(409, 'voyage_locked', ledgerMessage('voyage_locked', lang, { voyageNo }), { voyageNo });
/** `voyage_locked` when the change would only add legs to the locked voyage: the wording says how to hand over. */
export const voyageLockedNextLeg = (voyageNo: string, lang: Lang) =>
  new AppError(409, 'voyage_locked', ledgerMessage('voyage_locked_next_leg', lang, { voyageNo }), {
    voyageNo,
  });
export const snapshotLocked = (refCode: string, lang: Lang) =>
  new AppError(409, 'snapshot_locked', ledgerMessage('snapshot_locked', lang, { refCode }), { refCode });

/** The errors of one call, gathered so the 422 answer lists every one of them. */
export class Issues {
  readonly list: LedgerError[] = [];
  constructor(private readonly lang: Lang) {}
  add(path: string, code: string, params?: Record<string, string | number>) {
    this.list.push({ path, code: code.split('?')[0]!, message: ledgerMessage(code, this.lang, params) });
  }
  addAll(prefix: string, issues: LedgerIssue[]) {
    for (const i of issues) this.add(`${prefix}.${i.path}`, i.code, i.params);
  }
  throwIfAny() {
    if (this.list.length) throw new VoyageDataError(this.list, this.lang);
  }
}
