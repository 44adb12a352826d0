/** A name the server keeps in both languages (users, roles), plus the one it chose itself. */
export interface BilingualName {
  name?: string | null;
  nameZh?: string | null;
  nameEn?: string | null;
}

/**
 * The name in the UI language, falling back to the other language, then to the server's `name`
 * (the login name when a user has neither): an English screen shows "Demo company user", a Chinese
 * one "演示船公司用户", and neither shows an empty label.
 */
export function nameInLang(x: BilingualName | null | undefined, lang: 'zh' | 'en'): string {
  if (!x) return '';
  const [first, second] = lang === 'zh' ? [x.nameZh, x.nameEn] : [x.nameEn, x.nameZh];
  return first || second || x.name || '';
}
