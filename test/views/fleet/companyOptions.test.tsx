import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import fleet from '../../../src/i18n/fleet/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import kitZh from '../../../src/i18n/kit/zh.json';
import fleetZh from '../../../src/i18n/fleet/zh.json';
import { initI18n } from '../../../src/i18n';
import { companyOptions } from '../../../src/services/fleetApi';
import { FlagChangeDialog } from '../../../src/views/fleet/FlagChangeDialog';
import { installDomShims } from '../../support/renderApp';

const COMPANIES = [
  { id: 1, code: 'HY001', nameZh: '海运集团', nameEn: 'Haiyun Shipping Group', types: ['owner'] },
  { id: 2, code: 'MSA-SH', nameZh: '上海海事局', nameEn: 'Shanghai MSA', types: ['authority'] },
];
const asked: string[] = [];
const posted: string[] = [];
const json = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } });

afterEach(cleanup);
beforeAll(() => {
  installDomShims();
  initI18n('en');
  // As the server answers: the options route is page-shaped, the change history a plain list.
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    asked.push(String(url));
    if (init?.method && init.method !== 'GET') posted.push(String(url));
    const { pathname, searchParams } = new URL(String(url), 'http://localhost');
    if (pathname === '/api/fleet/companies/options') {
      const type = searchParams.get('type');
      const items = COMPANIES.filter((c) => !type || c.types.includes(type));
      return json({ items, total: items.length, page: 1, size: items.length });
    }
    return json([]);
  }) as typeof fetch;
});

describe('company options', () => {
  it('companyOptions answers the rows of the page the route sends, with the filters it was given', async () => {
    const rows = await companyOptions('');
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    const authorities = await companyOptions('msa', undefined, 'authority');
    expect(authorities.map((r) => r.nameEn)).toEqual(['Shanghai MSA']);
    expect(asked.at(-1)).toBe('/api/fleet/companies/options?keyword=msa&type=authority');
  });

  it('the DOC change form lists the companies by name (the label names the select) and takes the chosen one', async () => {
    await act(async () => {
      render(<FlagChangeDialog ship={{ id: 7, nameEn: 'HAIYUN GLORY' }} canEdit onClose={() => undefined} />);
    });
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: fleet.changes.type }), {
        target: { value: 'doc' },
      }),
    );
    await act(() => new Promise((r) => setTimeout(r, 20)));
    const select = screen.getByRole('combobox', { name: fleet.changes.newCompany }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '—',
      'Haiyun Shipping Group',
      'Shanghai MSA',
    ]);
    await act(async () => fireEvent.change(select, { target: { value: '2' } }));
    expect(select.value).toBe('2');
  });
});

// The change form had no browser-side check; it now parses with the server's zod schema.
describe('the flag/DOC change form', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));
  it.each([
    ['en', fleet, kitEn],
    ['zh', fleetZh, kitZh],
  ] as const)(
    'says at the fields what is missing or wrong, in %s, without calling the server',
    async (lang, f, sys) => {
      await act(() => i18n.changeLanguage(lang));
      posted.length = 0;
      await act(async () => {
        render(
          <FlagChangeDialog ship={{ id: 7, nameEn: 'HAIYUN GLORY' }} canEdit onClose={() => undefined} />,
        );
      });
      const form = screen.getByRole('form', { name: f.changes.save });
      const save = within(form).getByRole('button', { name: f.changes.save });
      await act(async () => fireEvent.click(save));
      const flagField = within(form).getByLabelText(f.changes.newFlag).closest('div')!.parentElement!;
      expect(within(flagField).getAllByText(sys.validation.msg.required).length).toBeGreaterThan(0);
      // The empty date is "required" too, not "not a valid date".
      expect(within(form).getAllByText(sys.validation.msg.required)).toHaveLength(2);
      expect(within(form).queryByText(f.shipEdit.validation.date_format)).toBeNull();
      // A flag that is not three letters is refused with the schema's own words.
      await act(async () =>
        fireEvent.change(within(form).getByLabelText(f.changes.newFlag), { target: { value: 'p1' } }),
      );
      await act(async () => fireEvent.click(save));
      expect(within(form).getByText(f.shipEdit.validation.flag_format)).toBeTruthy();
      expect(posted).toEqual([]);
      expect(form.textContent).not.toMatch(/msg\.|fleet\./);
    },
  );
});
