import type { LedgerIssue } from '../schemas/voyageData';
import type { Locator } from './map';
import type { UploadIssue } from './types';

/**
 * A contract path (`records[3].fuels[1].robArrivalT`, as the schema, the checks and the server's
 * 400 answer write it) → the sheet, row and column it was read from: the longest item or line path
 * the locator knows, then the rest as the column key (`cargo.arrival.cargoT`; list indexes such as
 * `purposes[1]` name their column). A path of the whole payload (`''`) is the file's.
 */
export function locate(locator: Locator, issue: LedgerIssue, fileSheet: string): UploadIssue {
  const path = issue.path;
  let prefix = path;
  while (prefix !== '' && !locator.has(prefix)) {
    const cut = Math.max(prefix.lastIndexOf('.'), prefix.lastIndexOf('['));
    prefix = cut > 0 ? prefix.slice(0, cut) : '';
  }
  const at = prefix === '' ? undefined : locator.get(prefix);
  if (!at)
    return { sheet: fileSheet, row: 0, column: '', value: null, code: issue.code, params: issue.params };
  const rest = path
    .slice(prefix.length)
    .replace(/^\./, '')
    .replace(/\[\d+\]/g, '');
  const column = rest in at.cells ? rest : '';
  return {
    sheet: at.sheet,
    row: at.row,
    column,
    value: column ? (at.cells[column] ?? null) : null,
    code: issue.code,
    params: issue.params,
  };
}
