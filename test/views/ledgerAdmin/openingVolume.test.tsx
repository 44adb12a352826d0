import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SnapshotDto, StateHistoryDto } from '../../../src/domain/api';
import en from '../../../src/i18n/ledgerAdmin/en.json';
import zh from '../../../src/i18n/ledgerAdmin/zh.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import OpeningVolumeScreen from '../../../src/views/ledgerAdmin/OpeningVolumeScreen';
import { renderInShell } from '../../support/shellSystem';
import { allowed, fail, ok, page, stubFetch, type Routes } from '../../support/ledgerAdmin/ledgerAdminFetch';

vi.mock('../../../src/views/shared/permission', async (original) => ({
  ...(await original<typeof import('../../../src/views/shared/permission')>()),
  useCan: () => (perm: string | undefined) => Boolean(perm) && allowed.buttons.includes(perm!),
}));

await loadAreaTexts('system', 'fleet', 'ledgerAdmin');
afterEach(cleanup);

const S = en.snapshots;
const SHIP = { id: 7, nameEn: 'HAIYUN GLORY', nameZh: '海运荣耀', imo: '9074729', registrationNo: null };
const snapshot = (id: number, status: 'locked' | 'unlocked', time: string): SnapshotDto => ({
  id,
  version: 3,
  shipId: 7,
  ship: '9074729',
  shipNameEn: 'HAIYUN GLORY',
  shipNameZh: '海运荣耀',
  status,
  snapshot: {
    refCode: `ROB-${id}`,
    ship: '9074729',
    time,
    fuels: [
      { fuel: '1', robT: 812.4 },
      { fuel: '3', robT: 95 },
    ],
  },
});
const OPEN = snapshot(11, 'unlocked', '2025-01-01T08:00+08:00');
const LOCKED = snapshot(12, 'locked', '2024-01-01T00:00+05:30');
const HISTORY: StateHistoryDto[] = [
  {
    id: 1,
    fromState: 'unlocked',
    event: 'lock',
    toState: 'locked',
    actorName: 'Auditor Li',
    role: '99',
    at: '2025-02-01T02:00:00Z',
    comment: 'Year closed',
  },
];
const ALL = ['energy:rob:add', 'energy:rob:edit', 'energy:rob:delete', 'energy:rob:lock'];

function open(routes: Routes = {}, buttons = ALL) {
  allowed.buttons = buttons;
  const calls = stubFetch({
    'GET /api/snapshots': () => page([OPEN, LOCKED]),
    'GET /api/fleet/ships': () => page([SHIP]),
    'GET /api/fleet/ships/7': () =>
      ok({ ...SHIP, version: 1, fuels: [{ fuelCode: '1' }, { fuelCode: '3' }] }),
    'POST /api/voyage-data': () => ok({ created: 1, updated: 0, unchanged: 0, voyages: [] }),
    'POST /api/snapshots/11/lock': () => ok({}),
    'GET /api/snapshots/12/history': () => ok(HISTORY),
    'DELETE /api/snapshots/11': () => ok({}),
    ...routes,
  });
  renderInShell(<OpeningVolumeScreen />);
  return calls;
}
// A snapshot written at +08:00 reads the same in its local column and its UTC+8 column: the first is its row's.
const rowOf = async (text: string) => (await screen.findAllByText(text))[0]!.closest('tr') as HTMLElement;
const buttons = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('opening volume', () => {
  it('lists snapshots with local time and offset, the time at UTC+8, fuels and lock state; a locked one offers Unlock, no Delete', async () => {
    open();
    const row = await rowOf('2025-01-01 08:00:00 (UTC+8)');
    expect(within(row).getAllByText('2025-01-01 08:00:00 (UTC+8)')).toHaveLength(2);
    expect(
      within(row).getByText('HS HFO (S ≥ 0.5 %): 812.4 t; Marine diesel / gas oil (MDO/MGO): 95 t'),
    ).toBeTruthy();
    expect(buttons(row)).toEqual([S.lock, kitEn.listForm.edit, S.history, kitEn.listForm.delete]);
    const locked = await rowOf('2024-01-01 00:00:00 (UTC+5:30)');
    expect(within(locked).getByText('2024-01-01 02:30:00 (UTC+8)')).toBeTruthy();
    expect(within(locked).getByText(S.states.locked)).toBeTruthy();
    expect(buttons(locked)).toEqual([S.unlock, kitEn.listForm.edit, S.history]);
  });

  it('shows only what the user may do: a reader gets History and no Add, Lock or Delete', async () => {
    open({}, []);
    const row = await rowOf('2025-01-01 08:00:00 (UTC+8)');
    expect(buttons(row)).toEqual([S.history]);
    expect(screen.queryByRole('button', { name: S.add })).toBeNull();
  });

  it('says when there is nothing, and when the list failed, with Retry', async () => {
    let failing = true;
    open({
      'GET /api/snapshots': () => (failing ? fail(500, 'internal', 'down') : page([])),
    });
    expect(await screen.findByText(kitEn.listForm.loadFailed)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: kitEn.listForm.retry }));
    expect(await screen.findByText(kitEn.listForm.noData)).toBeTruthy();
  });

  it('adds a snapshot: the chosen ship’s fuels become ROB rows, saved through POST /api/voyage-data', async () => {
    const calls = open();
    await rowOf('2025-01-01 08:00:00 (UTC+8)');
    fireEvent.click(screen.getByRole('button', { name: S.add }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(S.noFuels)).toBeTruthy();
    await within(dialog).findByRole('option', { name: /HAIYUN GLORY/ });
    fireEvent.change(within(dialog).getByLabelText(S.ship, { exact: false }), { target: { value: '7' } });
    const hfo = await within(dialog).findByLabelText('HS HFO (S ≥ 0.5 %)');
    fireEvent.change(within(dialog).getByLabelText(S.time, { exact: false }), {
      target: { value: '2026-01-01T00:00' },
    });
    fireEvent.change(hfo, { target: { value: '640.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/voyage-data')!;
    const sent = (post.body as { snapshots: Array<Record<string, unknown>> }).snapshots[0]!;
    expect(sent).toMatchObject({
      ship: '9074729',
      time: '2026-01-01T00:00+08:00',
      fuels: [
        { fuel: '1', robT: 640.25 },
        { fuel: '3', robT: 0 },
      ],
    });
    expect(String(sent.refCode)).toMatch(/^ROB-/);
    // The list reloads after the save.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/snapshots')).toHaveLength(2));
  });

  it('edits with the same refCode, and puts a refused ROB’s message on its row', async () => {
    let refuse = true;
    const calls = open({
      'POST /api/voyage-data': () =>
        refuse
          ? fail(422, 'invalid_voyage_data', 'Invalid.', {
              errors: [
                {
                  path: 'snapshots[0].fuels[1].robT',
                  code: 'ledger.rob_negative',
                  message: 'ROB below zero.',
                },
              ],
            })
          : ok({ created: 0, updated: 1, unchanged: 0, voyages: [] }),
    });
    const row = await rowOf('2025-01-01 08:00:00 (UTC+8)');
    fireEvent.click(within(row).getByRole('button', { name: kitEn.listForm.edit }));
    const dialog = await screen.findByRole('dialog', { name: S.editTitle });
    await within(dialog).findByLabelText('Marine diesel / gas oil (MDO/MGO)');
    fireEvent.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText('ROB below zero.')).toBeTruthy();
    refuse = false;
    fireEvent.change(within(dialog).getByLabelText('Marine diesel / gas oil (MDO/MGO)'), {
      target: { value: '96' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/voyage-data');
    expect(
      posts.map((p) => (p.body as { snapshots: Array<{ refCode: string }> }).snapshots[0]!.refCode),
    ).toEqual(['ROB-11', 'ROB-11']);
  });

  it('a locked snapshot opens read-only', async () => {
    open();
    const row = await rowOf('2024-01-01 00:00:00 (UTC+5:30)');
    fireEvent.click(within(row).getByRole('button', { name: kitEn.listForm.edit }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(S.lockedNoEdit)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: S.save })).toBeNull();
  });

  it('locks with a comment, then reloads; refuses Delete of a locked row by not offering it', async () => {
    const calls = open();
    const row = await rowOf('2025-01-01 08:00:00 (UTC+8)');
    fireEvent.click(within(row).getByRole('button', { name: S.lock }));
    const dialog = await screen.findByRole('dialog', { name: S.lockTitle });
    fireEvent.change(within(dialog).getByLabelText(S.comment), { target: { value: 'Period closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: S.lock }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/snapshots/11/lock')!.body).toEqual({
      event: 'lock',
      comment: 'Period closed',
      version: 3,
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/snapshots')).toHaveLength(2));
  });

  it('deletes after confirmation', async () => {
    const calls = open();
    const row = await rowOf('2025-01-01 08:00:00 (UTC+8)');
    fireEvent.click(within(row).getByRole('button', { name: kitEn.listForm.delete }));
    fireEvent.click(await screen.findByRole('button', { name: kitEn.listForm.confirm }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/snapshots/11')).toBe(true),
    );
  });

  it('shows the lock history with who, when, what and why', async () => {
    open();
    const row = await rowOf('2024-01-01 00:00:00 (UTC+5:30)');
    fireEvent.click(within(row).getByRole('button', { name: S.history }));
    const table = await screen.findByRole('table', { name: S.history });
    expect(within(table).getByText('Auditor Li')).toBeTruthy();
    expect(within(table).getByText('Year closed')).toBeTruthy();
    expect(within(table).getByText(`${S.states.unlocked} → ${S.states.locked}`)).toBeTruthy();
  });
});

describe('ledgerAdmin texts', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  it('have the same keys in zh and en, none empty', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    for (const lang of [en, zh])
      for (const k of keys(lang))
        expect(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], lang)).not.toBe('');
  });
});
