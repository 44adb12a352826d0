import { useTranslation } from 'react-i18next';
import { parseMessage } from '../../domain/schemas/issues';
import { SHEETS_OF } from '../../domain/upload/sheets';
import type { UploadIssue, UploadKind } from '../../domain/upload/types';
import { useAreaText } from '../shared/useAreaText';

/**
 * The upload words built from data: the wording of an issue (the server's own when it sent one,
 * else `codes.<code>` with its params) and the names of sheets and columns in the user's language.
 * The screens' own words come from `useAreaText('uploads')`.
 */
export function useUploadText() {
  const { i18n } = useTranslation();
  const { lang } = useAreaText('uploads');
  // The uploads area's own wording first, then the ship form's (`fleet.*`, a ships file), the
  // shared form messages (`msg.*`, with the numbers a range message carries) and the server's.
  const codeText = (code: string | null, params?: Record<string, unknown>) => {
    if (!code) return '';
    const { code: bare, params: inline } = parseMessage(code);
    const keys = [
      `uploads:codes.${bare}`,
      bare.startsWith('fleet.') ? `fleet:shipEdit.validation.${bare.slice(6)}` : '',
      `kit:validation.${bare}`,
      `translation:errors.${bare}`,
    ];
    const key = keys.find((k) => k !== '' && i18n.exists(k));
    return i18n.t(key ?? 'translation:errors.unknown', { ...inline, ...params, defaultValue: bare });
  };
  const issueText = (i: UploadIssue) => i.message ?? codeText(i.code, i.params);
  const sheetName = (kind: UploadKind, key: string) => {
    const d = SHEETS_OF[kind].find((s) => s.key === key);
    return d ? d[lang] : key;
  };
  const columnName = (kind: UploadKind, sheet: string, key: string) => {
    const c = SHEETS_OF[kind].find((s) => s.key === sheet)?.columns.find((x) => x.key === key);
    return c ? c[lang] : key;
  };
  return { codeText, issueText, sheetName, columnName };
}
