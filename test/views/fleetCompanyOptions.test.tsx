import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import fleet from '../../src/i18n/fleet/en.json';
import { initI18n } from '../../src/i18n';
import { companyOptions } from '../../src/services/fleetApi';
import { FlagChangeDialog } from '../../src/views/fleet/FlagChangeDialog';
import { installDomShims } from '../support/renderWithActor';

const COMPANIES = [
  { id: 1, code: 'HY001', nameZh: '海运集团', nameEn: 'Haiyun Shipping Group', types: ['owner'] },
  { id: 2, code: 'MSA-SH', nameZh: '上海海事局', nameEn: 'Shanghai MSA', types: ['authority'] },
];
const asked: string[] = [];
const json = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } });

afterEach(cleanup);
beforeAll(() => {
  installDomShims();
  initI18n('en');
  // As the server answers: the options route is page-shaped, the change history a plain list.
  globalThis.fetch = (async (url: string) => {
    asked.push(String(url));
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
