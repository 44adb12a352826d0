import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import i18n from 'i18next';
import { initI18n } from '../../src/i18n';
import { loadAreaTexts } from '../../src/i18n/areaTexts';
import { loadLanguage } from '../../src/i18n/languageTexts';

/**
 * The first screen carries the chosen language's texts only; the other language's come on a
 * switch, with every area loaded so far. (Unit files share a worker's modules: no other unit file
 * loads texts, so this one sees the store from its start.)
 */
describe('texts load per language', () => {
  it('starts with the chosen language only and brings the other, areas included, when it is chosen', async () => {
    await loadLanguage('en');
    initI18n('en');
    expect(i18n.t('login.language')).toBe('Language');
    expect(i18n.hasResourceBundle('en', 'kit')).toBe(true);
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('zh', 'kit')).toBe(false);

    await loadAreaTexts('system');
    expect(i18n.hasResourceBundle('en', 'system')).toBe(true);
    expect(i18n.hasResourceBundle('zh', 'system')).toBe(false);

    await loadLanguage('zh');
    for (const ns of ['translation', 'kit', 'system']) expect(i18n.hasResourceBundle('zh', ns)).toBe(true);
    await i18n.changeLanguage('zh');
    expect(i18n.t('login.language')).toBe('语言');

    // An area opened after the switch loads in both languages in use.
    await loadAreaTexts('fleet');
    expect(i18n.hasResourceBundle('en', 'fleet')).toBe(true);
    expect(i18n.hasResourceBundle('zh', 'fleet')).toBe(true);
  });
});

// With one language loaded there is no English to fall back on: a key missing in Chinese would
// show as the key. Chinese has one plural form, so an English `_one` needs only its `_other`.
describe('both languages have every key', () => {
  const dir = 'src/i18n';
  const keys = (file: string): string[] => {
    const walk = (o: Record<string, unknown>, at: string): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        v && typeof v === 'object' ? walk(v as Record<string, unknown>, `${at}${k}.`) : [`${at}${k}`],
      );
    return walk(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, '');
  };
  const folders = ['.', ...readdirSync(dir).filter((f) => statSync(join(dir, f)).isDirectory())];
  it.each(folders)('%s', (folder) => {
    const en = keys(join(dir, folder, 'en.json'));
    const zh = new Set(keys(join(dir, folder, 'zh.json')));
    const missing = en.filter(
      (k) => !zh.has(k) && !(k.endsWith('_one') && zh.has(k.replace(/_one$/, '_other'))),
    );
    expect(missing).toEqual([]);
    const enSet = new Set(en);
    expect([...zh].filter((k) => !enSet.has(k))).toEqual([]);
  });
});
