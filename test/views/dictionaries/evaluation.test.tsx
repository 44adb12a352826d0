import i18n from 'i18next';
import { act } from '@testing-library/react';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { DICTIONARY_SCREENS } from '../../../src/views/dictionaries/configs';

// An evaluation parameter's meaning is shown in the UI language, not as an English remark.
const EVALUATION = DICTIONARY_SCREENS['/dictionary/evaluation'];
const meaning = EVALUATION.columns.find((c) => c.key === 'meaning')!;

beforeAll(async () => {
  initI18n('zh');
  await loadAreaTexts('system');
});
afterAll(() => act(() => i18n.changeLanguage('en')));

describe('the evaluation-parameter screen', () => {
  it('explains each fixed key in the language asked for, and nothing for a key an administrator added', () => {
    const row = { id: 1, name: '每海里C02排放', enName: 'CO2 per nautical mile tolerance', value: 0.2 };
    expect(meaning.text!(row, 'zh')).toMatch(/^航段每海里CO₂排放/);
    expect(meaning.text!(row, 'en')).toMatch(/^A leg's CO₂ per nautical mile/);
    expect(meaning.text!({ id: 2, name: '自定义参数' }, 'zh')).toBe('');
  });
});
