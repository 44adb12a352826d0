import { parseMessage } from '../../domain/schemas/issues';
import { SHEETS_OF } from '../../domain/upload/sheets';
import type { UploadIssue, UploadKind } from '../../domain/upload/types';
import { firstText } from '../shared/firstText';
import { fuelNameText } from '../shared/labels/FuelName';
import { kitText } from '../shared/labels/kitText';
import type { AreaText } from '../shared/useAreaText';

/**
 * An upload code in words (`fleet.imo_check`, `msg.out_of_range?min=0`, a server code) with its
 * params: the uploads area's own wording first, then the ship form's (`fleet.*`, a ships file), the
 * shared form messages (`msg.*`, with the numbers a range message carries) and the server's.
 */
export function codeText(
  { t, lang }: AreaText<'uploads'>,
  code: string | null,
  params?: Record<string, unknown>,
): string {
  if (!code) return '';
  const { code: bare, params: inline } = parseMessage(code);
  const keys = [
    `codes.${bare}`,
    ...(bare.startsWith('fleet.') ? [`fleet:shipEdit.validation.${bare.slice(6)}`] : []),
    `kit:validation.${bare}`,
    `translation:errors.${bare}`,
  ];
  const options: Record<string, unknown> = { ...inline, ...params };
  // A fuel is named, not given by its dictionary code.
  if (typeof options.fuel === 'string') options.fuel = fuelNameText(kitText(lang), options.fuel);
  return firstText(t, keys, options, t('translation:errors.unknown', { ...options, defaultValue: bare }));
}

/** An issue's wording: the server's own when it sent one, else its code's. */
export const issueText = (text: AreaText<'uploads'>, i: UploadIssue) =>
  i.message ?? codeText(text, i.code, i.params);

/** A sheet's name in the user's language (its key when the kind has no such sheet). */
export function sheetName({ lang }: AreaText<'uploads'>, kind: UploadKind, key: string): string {
  const d = SHEETS_OF[kind].find((s) => s.key === key);
  return d ? d[lang] : key;
}

/** A column's name in the user's language (its key when the sheet has no such column). */
export function columnName(
  { lang }: AreaText<'uploads'>,
  kind: UploadKind,
  sheet: string,
  key: string,
): string {
  const c = SHEETS_OF[kind].find((s) => s.key === sheet)?.columns.find((x) => x.key === key);
  return c ? c[lang] : key;
}
