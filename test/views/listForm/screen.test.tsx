import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { createActor, fromPromise } from 'xstate';
import en from '../../../src/i18n/system/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import zh from '../../../src/i18n/system/zh.json';
import kitZh from '../../../src/i18n/kit/zh.json';
import { initI18n } from '../../../src/i18n';
import { listFormWith, zodValidator } from '../../../src/machines/listForm/listFormMachine';
import { ApiError } from '../../../src/domain/apiError';
import { DICTIONARY_SCREENS } from '../../../src/views/dictionaries/configs';
import { toForm } from '../../../src/views/listForm/ListFormScreen';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import type { ScreenConfig } from '../../../src/views/listForm/types';
import { installDomShims } from '../../support/renderApp';

const PORT = DICTIONARY_SCREENS['/dictionary/port'];
const SHANGHAI = {
  id: 7,
  version: 2,
  status: 1,
  code: 'CNSHA',
  enName: 'Shanghai',
  cnName: '上海',
  countryEn: 'China',
  countryCn: '中国',
  countryAlpha3: 'CHN',
  countryAlpha2: 'CN',
  branch: null,
  isEea: false,
  isUk: false,
  remark: '',
};

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

function setup(
  config: ScreenConfig,
  opts: { can?: (p?: string) => boolean; save?: () => Promise<unknown> } = {},
) {
  const list = vi.fn(async () => ({ items: [SHANGHAI], total: 1, page: 1, size: 20 }));
  const actor = createActor(
    listFormWith({
      fetchList: fromPromise(list),
      fetchRecord: fromPromise(async () => SHANGHAI),
      saveRecord: fromPromise(opts.save ?? (async () => SHANGHAI)),
      deleteRecord: fromPromise(async () => {
        throw new ApiError(409, 'in_use', '2 ship records use this port.');
      }),
    }),
    {
      input: {
        resource: config.resource,
        filters: Object.fromEntries(config.filters.map((f) => [f.name, ''])),
        defaults: config.defaults,
        validate: config.schema && zodValidator(config.schema),
        toForm: (row) => toForm(config, row),
      },
    },
  ).start();
  render(<ListFormView actorRef={actor} config={config} can={opts.can ?? (() => true)} />);
  return { actor, list };
}

describe('ListFormView with the port dictionary', () => {
  it('lists rows with a serial number, bilingual headers and the Operate column', async () => {
    setup(PORT);
    const table = await screen.findByRole('table', { name: en.screens.port });
    const [header, row] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(
      expect.arrayContaining([kitEn.listForm.sn, en.fields.code, en.fields.enName, kitEn.listForm.operate]),
    );
    expect(within(row).getByRole('rowheader').textContent).toBe('1');
    expect(within(row).getByText('Shanghai')).toBeTruthy();
    expect(within(row).getByText(kitEn.status.enabled)).toBeTruthy();
  });

  it('follows the UI language', async () => {
    await act(() => i18n.changeLanguage('zh'));
    setup(PORT);
    const table = await screen.findByRole('table', { name: zh.screens.port });
    expect(within(table).getByRole('columnheader', { name: zh.fields.cnName })).toBeTruthy();
    expect(screen.getByRole('button', { name: kitZh.listForm.add })).toBeTruthy();
  });

  it.each([
    [
      'every button',
      () => true,
      [
        kitEn.listForm.add,
        kitEn.listForm.export,
        kitEn.listForm.edit,
        kitEn.listForm.freeze,
        kitEn.listForm.delete,
      ],
    ],
    ['only edit', (p?: string) => p === 'dictionary:port:edit', [kitEn.listForm.edit, kitEn.listForm.freeze]],
    ['list only', () => false, [kitEn.listForm.detail]],
  ])('shows %s the session allows', async (_n, can, visible) => {
    setup(PORT, { can });
    await screen.findByRole('table');
    const all = [
      kitEn.listForm.add,
      kitEn.listForm.export,
      kitEn.listForm.edit,
      kitEn.listForm.freeze,
      kitEn.listForm.delete,
      kitEn.listForm.detail,
    ];
    for (const name of all)
      expect(Boolean(screen.queryByRole('button', { name }))).toBe(visible.includes(name));
    // Detail replaces Edit for those who may only list, so the Operate column is always there.
    expect(screen.getByRole('columnheader', { name: kitEn.listForm.operate })).toBeTruthy();
  });

  // Seeded remarks were English in the Chinese UI; each language shows its own, else the other.
  it.each([
    [
      'zh',
      { remark: '时区取自该国其他港口', remarkEn: 'time zone from the other ports of the country' },
      '时区取自该国其他港口',
    ],
    [
      'en',
      { remark: '时区取自该国其他港口', remarkEn: 'time zone from the other ports of the country' },
      'time zone from the other ports of the country',
    ],
    ['en', { remark: '管理员备注', remarkEn: '' }, '管理员备注'],
  ] as const)(
    'shows the remark in the UI language (%s), falling back to the other',
    async (lang, remarks, shown) => {
      await act(() => i18n.changeLanguage(lang));
      const rows = { ...SHANGHAI, ...remarks };
      const list = vi.fn(async () => ({ items: [rows], total: 1, page: 1, size: 20 }));
      const actor = createActor(
        listFormWith({
          fetchList: fromPromise(list),
          fetchRecord: fromPromise(async () => rows),
          saveRecord: fromPromise(async () => rows),
          deleteRecord: fromPromise(async () => rows),
        }),
        { input: { resource: PORT.resource, filters: {}, defaults: PORT.defaults } },
      ).start();
      render(<ListFormView actorRef={actor} config={PORT} can={() => true} />);
      const table = await screen.findByRole('table');
      const [, row] = within(table).getAllByRole('row');
      expect(within(row).getByText(shown)).toBeTruthy();
      const other = remarks.remark === shown ? remarks.remarkEn : remarks.remark;
      if (other) expect(within(row).queryByText(other)).toBeNull();
    },
  );

  it('searches with the filter values', async () => {
    const { list } = setup(PORT);
    await screen.findByRole('table');
    fireEvent.change(within(screen.getByRole('search')).getByLabelText(en.fields.enName), {
      target: { value: 'Shang' },
    });
    fireEvent.click(screen.getByRole('button', { name: kitEn.listForm.search }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect((list.mock.calls[1] as any)[0].input.query).toMatchObject({ enName: 'Shang', page: 1 });
  });

  it('checks the new record with the shared schema, field by field, before saving', async () => {
    const save = vi.fn(async () => SHANGHAI);
    setup(PORT, { save });
    fireEvent.click(await screen.findByRole('button', { name: kitEn.listForm.add }));
    // Every field loads its choices on its own (a field without a source gets none a microtask
    // later): they land before the form is used, as they do before a user's first click.
    await act(async () => {});
    const dialog = screen.getByRole('dialog', { name: kitEn.listForm.newTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    const code = within(dialog).getByRole('textbox', { name: new RegExp(`^${en.fields.code}`) });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText(kitEn.validation.msg.required).length).toBeGreaterThanOrEqual(3);
    fireEvent.change(code, { target: { value: 'cnsha?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    expect(within(dialog).getByText(kitEn.validation.msg.locode)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the server’s per-field message and keeps the dialog open; Escape closes it', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'duplicate', 'dup', { code: 'This value is already taken' });
    });
    setup(PORT, { save });
    const row = (await screen.findAllByRole('row'))[1];
    fireEvent.click(within(row).getByRole('button', { name: kitEn.listForm.edit }));
    const dialog = await screen.findByRole('dialog', { name: kitEn.listForm.editTitle });
    // The API's null text became '' so the schema accepts the untouched record.
    expect((within(dialog).getByRole('textbox', { name: en.fields.branch }) as HTMLInputElement).value).toBe(
      '',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    expect(await within(dialog).findByText('This value is already taken')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a 409 that is not a stale version (the last administrator) is said in the form, which stays editable', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'last_admin', 'The last administrator');
    });
    setup(PORT, { save });
    const row = (await screen.findAllByRole('row'))[1];
    fireEvent.click(within(row).getByRole('button', { name: kitEn.listForm.edit }));
    const dialog = await screen.findByRole('dialog', { name: kitEn.listForm.editTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(kitEn.errors.last_admin);
    // Not the concurrency conflict: no "changed by someone else", no Reload, the fields still editable.
    expect(within(dialog).queryByText(kitEn.errors.conflict)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: kitEn.listForm.reload })).toBeNull();
    const code = within(dialog).getByRole('textbox', {
      name: new RegExp(en.fields.code),
    }) as HTMLInputElement;
    expect(code.disabled).toBe(false);
    expect(
      (within(dialog).getByRole('button', { name: kitEn.listForm.save }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('a stale version is the conflict: Reload offered, the form no longer editable', async () => {
    setup(PORT, {
      save: async () => {
        throw new ApiError(409, 'conflict', 'Stale');
      },
    });
    const row = (await screen.findAllByRole('row'))[1];
    fireEvent.click(within(row).getByRole('button', { name: kitEn.listForm.edit }));
    const dialog = await screen.findByRole('dialog', { name: kitEn.listForm.editTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(kitEn.errors.conflict);
    expect(within(dialog).getByRole('button', { name: kitEn.listForm.reload })).toBeTruthy();
  });

  it('offers page sizes 10/20/50/100 (20 first); a choice reloads from page 1 with that size, in zh too', async () => {
    const { actor, list } = setup(PORT);
    await screen.findAllByRole('row');
    const sizes = screen.getByRole('combobox', { name: kitEn.listForm.pageSize }) as HTMLSelectElement;
    expect([...sizes.options].map((o) => o.textContent)).toEqual(
      [10, 20, 50, 100].map((size) => kitEn.listForm.pageSizeOption.replace('{{size}}', String(size))),
    );
    expect(sizes.value).toBe('20');
    act(() => actor.send({ type: 'page.go', page: 2 }));
    await waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    sizes.focus();
    expect(document.activeElement).toBe(sizes);
    fireEvent.change(sizes, { target: { value: '50' } });
    await waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    const last = (list.mock.calls.at(-1) as unknown as [{ input: { query: Record<string, unknown> } }])[0];
    expect(last.input.query).toMatchObject({ page: 1, size: 50 });
    expect(actor.getSnapshot().context.size).toBe(50);
    expect((screen.getByRole('combobox', { name: kitEn.listForm.pageSize }) as HTMLSelectElement).value).toBe(
      '50',
    );
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByRole('combobox', { name: kitZh.listForm.pageSize })).toBeTruthy();
    expect(screen.getByRole('option', { name: '50 条/页' })).toBeTruthy();
  });

  it('asks before deleting, in the original words, and says why a delete was refused', async () => {
    const { actor } = setup(PORT);
    const row = (await screen.findAllByRole('row'))[1];
    fireEvent.click(within(row).getByRole('button', { name: kitEn.listForm.delete }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('Delete data record, please confirm.');
    expect(kitZh.listForm.confirmDelete).toBe('删除数据记录，请确认。');
    fireEvent.click(within(confirm).getByRole('button', { name: kitEn.listForm.cancel }));
    expect(actor.getSnapshot().value).toBe('loaded');
    fireEvent.click(within(row).getByRole('button', { name: kitEn.listForm.delete }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: kitEn.listForm.confirm }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('2 ship records use this port.');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('Detail shows the record read-only to a user who may list but not edit', async () => {
    const { actor } = setup(PORT, { can: (p) => p === 'dictionary:port:list' });
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).queryByRole('button', { name: kitEn.listForm.edit })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: kitEn.listForm.detail }));
    const dialog = await screen.findByRole('dialog', { name: kitEn.listForm.detailTitle });
    const value = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value(en.fields.code)).toBe('CNSHA');
    expect(value(en.fields.enName)).toBe('Shanghai');
    expect(value(en.fields.isEea)).toBe(kitEn.listForm.no);
    expect(value(en.fields.branch)).toBe('—');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: kitEn.listForm.save })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('shows an empty state and a failed state with Retry', async () => {
    const actor = createActor(
      listFormWith({
        fetchList: fromPromise(async () => Promise.reject(new ApiError(0, 'network', 'offline'))),
      }),
      { input: { resource: 'dict/port' } },
    ).start();
    render(<ListFormView actorRef={actor} config={PORT} can={() => true} />);
    expect(await screen.findByRole('heading', { name: kitEn.listForm.loadFailed })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Network error');
    expect(screen.getByRole('button', { name: kitEn.listForm.retry })).toBeTruthy();
  });
});
