import { useTranslation } from 'react-i18next';
import type { Lang } from '../../domain/api';
import { parseMessage } from '../../domain/schemas/issues';
import { SHEETS_OF } from '../../domain/upload/sheets';
import type { UploadIssue, UploadKind } from '../../domain/upload/types';

/**
 * The uploads namespace's `t` (keys built from codes), the wording of an issue (the server's own
 * when it sent one, else `codes.<code>` with its params) and the names of sheets and columns in the
 * user's language.
 */
export function useUploadText() {
  const { t, i18n } = useTranslation('uploads');
  const tx = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const lang: Lang = i18n.language === 'zh' ? 'zh' : 'en';
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
    return key ? tx(key, { ...inline, ...params }) : tx('translation:errors.unknown');
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
  return { t: tx, lang, codeText, issueText, sheetName, columnName };
}
