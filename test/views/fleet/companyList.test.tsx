import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import kitEn from '../../../src/i18n/kit/en.json';
import { initI18n } from '../../../src/i18n';
import { listFormWith } from '../../../src/machines/listForm/listFormMachine';
import { ApiError } from '../../../src/domain/apiError';
import { COMPANY_SCREEN } from '../../../src/views/fleet/CompanyListScreen';
import { toForm } from '../../../src/views/listForm/ListFormScreen';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { installDomShims } from '../../support/renderApp';

// A company user reads every company but changes only its own tree; the server
// marks the others `editable: false`, and a refused save says why.
const company = (id: number, code: string, nameEn: string, editable: boolean) => ({
  id,
  version: 1,
  code,
  nameEn,
  nameZh: nameEn,
  imoNumber: `59${id}0000`,
  types: ['owner'],
  editable,
});
const MINE = company(1, 'HYSG', 'Haiyun Shipping Group', true);
const OTHER = company(2, 'BOML', 'Blue Ocean Maritime', false);
const asked: string[] = [];

beforeAll(() => {
  installDomShims();
  initI18n('en');
  // The edit dialog's pickers load through fetch: record what they ask for.
  globalThis.fetch = (async (url: string) => {
    asked.push(String(url));
    return new Response(
      JSON.stringify({ success: true, data: { items: [], total: 0, page: 1, size: 500 } }),
      {
        headers: { 'Content-Type': 'application/json' },
      },
    );
  }) as typeof fetch;
});
afterEach(cleanup);

function setup() {
  const actor = createActor(
    listFormWith({
      fetchList: fromPromise(async () => ({ items: [MINE, OTHER], total: 2, page: 1, size: 20 })),
      fetchRecord: fromPromise(async () => MINE),
      saveRecord: fromPromise(async () => {
        throw new ApiError(403, 'company_read_only', 'server words');
      }),
    }),
    {
      input: {
        resource: COMPANY_SCREEN.resource,
        filters: Object.fromEntries(COMPANY_SCREEN.filters.map((f) => [f.name, ''])),
        defaults: COMPANY_SCREEN.defaults,
        toForm: (row) => toForm(COMPANY_SCREEN, row),
      },
    },
  ).start();
  render(<ListFormView actorRef={actor} config={COMPANY_SCREEN} can={() => true} />);
  return actor;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const buttons = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('the company list of a company user', () => {
  it('offers Edit and Delete on its own companies and only Detail on the others', async () => {
    setup();
    expect(buttons(await rowOf('Haiyun Shipping Group'))).toEqual([
      kitEn.listForm.edit,
      kitEn.listForm.delete,
    ]);
    const other = await rowOf('Blue Ocean Maritime');
    expect(buttons(other)).toEqual([kitEn.listForm.detail]);
    // Detail opens the record read-only: no Save.
    await act(async () =>
      fireEvent.click(within(other).getByRole('button', { name: kitEn.listForm.detail })),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: kitEn.listForm.save })).toBeNull();
  });

  it('asks the server only for writable companies as parents, and says why a save is refused', async () => {
    setup();
    const mine = await rowOf('Haiyun Shipping Group');
    await act(async () => fireEvent.click(within(mine).getByRole('button', { name: kitEn.listForm.edit })));
    await waitFor(() => expect(asked.some((u) => u.includes('writable=true'))).toBe(true));
    expect(asked.find((u) => u.startsWith('/api/fleet/companies?'))).toContain('writable=true');
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.submit(dialog.querySelector('form')!));
    expect(await within(dialog).findAllByText(kitEn.errors.company_read_only)).not.toHaveLength(0);
  });
});
