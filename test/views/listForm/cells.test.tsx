import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { createActor, fromPromise } from 'xstate';
import { initI18n } from '../../../src/i18n';
import { listFormMachine } from '../../../src/machines/listForm/listFormMachine';
import type { Row } from '../../../src/domain/api';
import { DICTIONARY_SCREENS } from '../../../src/views/dictionaries/configs';
import { COMPANY_SCREEN } from '../../../src/views/fleet/CompanyListScreen';
import { shipScreen } from '../../../src/views/fleet/ShipListScreen';
import type { ScreenConfig } from '../../../src/views/listForm/types';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { SYSTEM_SCREENS } from '../../../src/views/system/configs';
import { installDomShims } from '../../support/renderApp';
import { logActionKind } from '../../../src/domain/logActions';
import { withStandIns } from '../../support/standIns';

/** An admin text in a language (the keys here are data, so typed loosely). */
const adminText = (lang: 'zh' | 'en', key: string) =>
  (i18n.getFixedT(lang, 'system') as unknown as (k: string) => string)(key);

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

/** The screen in `lang` with `rows`; answers each column's cells by its header text. */
async function table(config: ScreenConfig, rows: Row[], lang: 'zh' | 'en') {
  await act(() => i18n.changeLanguage(lang));
  const actor = createActor(
    withStandIns(listFormMachine, {
      fetchList: fromPromise(async () => ({ items: rows, total: rows.length, page: 1, size: 20 })),
    }),
    { input: { resource: config.resource, filters: {} } },
  ).start();
  render(<ListFormView actorRef={actor} config={config} can={() => false} />);
  const grid = await screen.findByRole('table');
  await within(grid).findAllByRole('cell');
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
  const body = within(grid).getAllByRole('row').slice(1);
  return {
    headers,
    column: (header: string) => {
      const i = headers.indexOf(header);
      expect(i, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
      return body.map((r) => r.querySelectorAll('td, th')[i].textContent);
    },
  };
}

describe('list cells show words and spec dates, in both languages', () => {
  const LOG = [
    {
      id: 2,
      createdAt: '2026-11-24T06:33:05.000Z',
      username: 'admin',
      action: 'POST /api/fleet/companies',
      method: 'POST',
      target: 'HYSG',
      ip: '127.0.0.1',
      outcome: 'success',
      detail: null,
    },
    {
      id: 1,
      createdAt: '2026-11-23T16:00:00.000Z',
      username: 'demo_company',
      action: 'login',
      method: 'POST',
      target: null,
      ip: '127.0.0.1',
      outcome: 'failure',
      detail: 'captcha_invalid',
    },
    {
      id: 3,
      createdAt: '2026-11-23T15:30:00.000Z',
      username: 'admin',
      action: 'PUT /api/system/users/:id/status',
      method: 'PUT',
      target: 'demo_class',
      ip: '127.0.0.1',
      outcome: 'success',
      detail: null,
    },
    {
      id: 0,
      createdAt: '2026-11-23T15:00:00.000Z',
      username: 'admin',
      action: 'DELETE /api/dict/port/:id',
      method: 'DELETE',
      target: '{"id":"7"}',
      ip: '127.0.0.1',
      outcome: 'success',
      detail: null,
    },
  ];

  it.each([
    [
      'en',
      ['Created company HYSG', 'Logged in', 'Enabled or froze user demo_class', 'Deleted entry of Ports #7'],
      ['', 'The calculation result is wrong or expired, please try again.', '', ''],
    ],
    [
      'zh',
      ['新建公司 HYSG', '登录', '启用或冻结用户 demo_class', '删除港口条目 #7'],
      ['', '计算结果错误或已过期，请重试。', '', ''],
    ],
  ] as const)(
    'system log (%s): actions in words, reasons in words, times at UTC+8',
    async (lang, actions, details) => {
      const { column } = await table(SYSTEM_SCREENS['/sysManage/sysLog'], LOG, lang);
      const t = (key: string) => adminText(lang, key);
      expect(column(t('fields.action'))).toEqual(actions);
      expect(column(t('fields.detail'))).toEqual(details);
      expect(column(t('fields.createdAt'))).toEqual([
        '2026-11-24 14:33:05 (UTC+8)',
        '2026-11-24 00:00:00 (UTC+8)',
        '2026-11-23 23:30:00 (UTC+8)',
        '2026-11-23 23:00:00 (UTC+8)',
      ]);
    },
  );

  // The relative-time rule of docs/product-rules.md §9 was used on no screen; the log's time says how long ago on hover.
  it.each([
    ['en', '5 minutes ago', '1 day ago'],
    ['zh', '5分钟前', '1天前'],
  ] as const)(
    'system log (%s): the exact time in the cell, how long ago as its tooltip',
    async (lang, minutes, day) => {
      const now = Date.now();
      const rows = [
        { ...LOG[0], id: 10, createdAt: new Date(now - 270_000).toISOString() },
        { ...LOG[1], id: 11, createdAt: new Date(now - 30 * 3_600_000).toISOString() },
        { ...LOG[2], id: 12, createdAt: '2026-01-02T01:02:03.000Z' },
      ];
      const { column } = await table(SYSTEM_SCREENS['/sysManage/sysLog'], rows, lang);
      const cells = column(adminText(lang, 'fields.createdAt'));
      expect(cells[2]).toBe('2026-01-02 09:02:03 (UTC+8)');
      const times = [...document.querySelectorAll('table time')] as HTMLTimeElement[];
      expect(times.map((x) => x.title)).toEqual([minutes, day, '2026-01-02 09:02:03 (UTC+8)']);
      expect(times.map((x) => x.textContent)).toEqual(cells);
    },
  );

  // The Action filter took the recorded text (`POST /api/fleet/companies`), not the words
  // in the column. It now offers the described kinds and sends their codes, which the server reads
  // with the same table (domain/logActions.ts) as the column.
  it.each(['en', 'zh'] as const)(
    'system log (%s): the action filter offers what the column says',
    async (lang) => {
      await act(() => i18n.changeLanguage(lang));
      const asked: Record<string, unknown>[] = [];
      const actor = createActor(
        withStandIns(listFormMachine, {
          fetchList: fromPromise(async ({ input }: { input: { query: Record<string, unknown> } }) => {
            asked.push(input.query);
            return { items: LOG, total: LOG.length, page: 1, size: 20 };
          }),
        }),
        { input: { resource: 'system/logs', filters: {} } },
      ).start();
      const config = SYSTEM_SCREENS['/sysManage/sysLog'];
      render(<ListFormView actorRef={actor} config={config} can={() => false} />);
      await screen.findByRole('table');
      const t = (key: string) => adminText(lang, key);
      const search = screen.getByRole('search');
      const select = within(search).getByRole('combobox', { name: t('fields.action') }) as HTMLSelectElement;
      expect(select.tagName).toBe('SELECT');
      const labels = [...select.options].map((o) => o.textContent);
      // Every row's kind is offered by the words of the column ("Created", "Logged in", "Enabled or froze").
      for (const row of LOG) expect(labels).toContain(t(`logs.kinds.${logActionKind(row.action).action}`));
      expect(labels.some((l) => l?.includes('/api/'))).toBe(false);
      await act(async () => fireEvent.change(select, { target: { value: 'create' } }));
      const objects = within(search).getByRole('combobox', { name: t('fields.object') });
      await act(async () => fireEvent.change(objects, { target: { value: 'company' } }));
      await act(async () => fireEvent.submit(search));
      await act(() => new Promise((r) => setTimeout(r, 20)));
      expect(asked.at(-1)).toMatchObject({ action: 'create', object: 'company' });
    },
  );

  it.each([
    ['en', 'Marine diesel / gas oil (MDO/MGO)', 'Low sulphur'],
    ['zh', '船用柴油/轻柴油（MDO/MGO）', '低硫'],
  ] as const)(
    'fuel types (%s): fuel class and sulphur class by their labels',
    async (lang, fuel, sulphur) => {
      const row = { id: 1, code: 'MGO', cnName: '轻柴油', enName: 'Marine gas oil', registryCode: 'MDO_MGO' };
      const { column } = await table(
        DICTIONARY_SCREENS['/dictionary/fuel'],
        [{ ...row, sulphurClass: 'low' }],
        lang,
      );
      const t = (key: string) => adminText(lang, key);
      expect(column(t('fields.registryCode'))).toEqual([fuel]);
      expect(column(t('fields.sulphurClass'))).toEqual([sulphur]);
    },
  );

  it.each([
    ['en', 'Bulk carrier'],
    ['zh', '散货船'],
  ] as const)('ship types (%s): the calculation ship type by its label', async (lang, label) => {
    const row = { id: 1, code: '1', cnName: '散货船', enName: 'Bulk carrier', calcType: 'bulk_carrier' };
    const { column } = await table(DICTIONARY_SCREENS['/dictionary/shipType'], [row], lang);
    expect(column(adminText(lang, 'fields.calcType'))).toEqual([label]);
  });

  it.each([
    ['en', 'Name', 'Haiyun Shipping', 'Ship name', 'PIONEER'],
    ['zh', '名称', '海运集团', '船名', '先锋'],
  ] as const)(
    'companies and ships (%s): the name column says which name it shows',
    async (lang, companyHeader, company, shipHeader, ship) => {
      const companies = await table(
        COMPANY_SCREEN,
        [{ id: 1, code: 'HYSG', nameZh: '海运集团', nameEn: 'Haiyun Shipping' }],
        lang,
      );
      expect(companies.column(companyHeader)).toEqual([company]);
      // No header names one language while the cells hold the other.
      expect(companies.headers.filter((h) => /英文|English/.test(h))).toEqual([]);
      cleanup();
      const ships = await table(shipScreen(false), [{ id: 1, nameZh: '先锋', nameEn: 'PIONEER' }], lang);
      expect(ships.column(shipHeader)).toEqual([ship]);
      expect(ships.headers.filter((h) => /英文|English/.test(h))).toEqual([]);
    },
  );
});
