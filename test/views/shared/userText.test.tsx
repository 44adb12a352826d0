import { cleanup, render } from '@testing-library/react';
import en from '../../../src/i18n/uploads/en.json';
import zh from '../../../src/i18n/uploads/zh.json';
import { WithUserTexts } from '../../../src/views/shared/UserText';

afterEach(cleanup);

/** The sentence as i18next fills it, for the test: `{{name}}` replaced by its value. */
const filled = (text: string) => (values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

describe('a sentence with several pieces of users’ words', () => {
  it.each([
    ['en', en.duplicate.body],
    ['zh', zh.duplicate.body],
  ])('marks each piece as a user’s, in the order the language puts them (%s)', (_, body) => {
    const { container } = render(
      <WithUserTexts
        sentence={(marks) => filled(body)({ ...marks, at: '2026-11-30 08:00:00 (UTC+8)' })}
        users={{ user: '演示船舶管理员', file: 'voyage.xlsx' }}
      />,
    );
    const marked = [...container.querySelectorAll('[data-user-text]')].map((e) => e.textContent);
    expect(marked.sort()).toEqual(['voyage.xlsx', '演示船舶管理员'].sort());
    // The sentence reads whole, the marks gone.
    expect(container.textContent).toBe(
      filled(body)({ user: '演示船舶管理员', file: 'voyage.xlsx', at: '2026-11-30 08:00:00 (UTC+8)' }),
    );
    expect(container.textContent).not.toContain('\u0001');
  });
});
