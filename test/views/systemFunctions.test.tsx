import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import en from '../../src/i18n/admin/en.json';
import { initI18n } from '../../src/i18n';
import { listEditMachine } from '../../src/machines/listEdit/listEditMachine';
import { moveOrder, type FunctionNode } from '../../src/services/adminApi';
import { ListEditView } from '../../src/views/listEdit/ListEditView';
import { SYSTEM_SCREENS } from '../../src/views/system/configs';
import { installDomShims } from '../support/renderWithActor';

const CONFIG = SYSTEM_SCREENS['/sysManage/sysFunc'];
const node = (
  id: number,
  titleEn: string,
  orderNum: number,
  children: FunctionNode[] = [],
): FunctionNode => ({
  id,
  parentId: 0,
  code: `f${id}`,
  titleZh: `功能${id}`,
  titleEn,
  menuType: children.length ? 1 : 2,
  url: null,
  perms: null,
  orderNum,
  hidden: false,
  keepAlive: false,
  status: 1,
  version: 1,
  children,
});
const tree = (orders: [number, number, number]) => [
  node(1, 'Dictionaries', 1, [
    node(2, 'Ports', orders[0]),
    node(3, 'Fuels', orders[1]),
    node(4, 'Flags', orders[2]),
  ]),
  node(5, 'System', 2),
];

describe('moveOrder', () => {
  it.each([
    [
      'swaps two distinct numbers',
      [10, 20, 30],
      3,
      'up',
      [
        { id: 3, orderNum: 10 },
        { id: 2, orderNum: 20 },
      ],
    ],
    [
      'swaps downwards',
      [10, 20, 30],
      3,
      'down',
      [
        { id: 3, orderNum: 30 },
        { id: 4, orderNum: 20 },
      ],
    ],
    [
      'renumbers equal numbers',
      [0, 0, 0],
      4,
      'up',
      [
        { id: 2, orderNum: 10 },
        { id: 4, orderNum: 20 },
        { id: 3, orderNum: 30 },
      ],
    ],
    ['does nothing for the first moving up', [10, 20, 30], 2, 'up', []],
    ['does nothing for the last moving down', [10, 20, 30], 4, 'down', []],
  ] as const)('%s', (_n, orders, id, direction, items) => {
    expect(moveOrder(tree([...orders] as [number, number, number]), id, direction)).toEqual(items);
  });

  it('moves top-level nodes among themselves', () => {
    expect(moveOrder(tree([1, 2, 3]), 5, 'up')).toEqual([
      { id: 5, orderNum: 1 },
      { id: 1, orderNum: 2 },
    ]);
  });
});

/** The server: the tree as it stands, and the order route that changes it. */
let current: FunctionNode[];
const orderCalls: unknown[] = [];
function answer(url: string, init?: RequestInit) {
  const path = url.split('?')[0];
  let data: unknown;
  if (path === '/api/system/functions/order' && init?.method === 'PUT') {
    const { items } = JSON.parse(String(init.body)) as { items: Array<{ id: number; orderNum: number }> };
    orderCalls.push(items);
    const kids = current[0].children.map((c) => ({
      ...c,
      orderNum: items.find((i) => i.id === c.id)?.orderNum ?? c.orderNum,
    }));
    current = [{ ...current[0], children: kids.sort((a, b) => a.orderNum - b.orderNum) }, current[1]];
    data = current;
  } else if (path === '/api/system/functions') data = current;
  return new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
beforeEach(() => {
  current = tree([10, 20, 30]);
  orderCalls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answer(url, init)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderFunctions(can: (p?: string) => boolean = () => true) {
  const actor = createActor(listEditMachine.provide({ actors: CONFIG.actors as never }), {
    input: { resource: CONFIG.resource, defaults: CONFIG.defaults },
  }).start();
  render(<ListEditView actorRef={actor} config={CONFIG} can={can} />);
  await screen.findByText(/Ports/);
  const titles = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0].textContent);
  const row = (title: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(title))!;
  return { actor, titles, row };
}

describe('Functions screen', () => {
  it('reads as the tree: depth-first, children indented under their folder', async () => {
    const { titles, row } = await renderFunctions();
    expect(titles()).toEqual(['Dictionaries', '└ Ports', '└ Fuels', '└ Flags', 'System']);
    const indent = (title: string) =>
      (within(row(title)).getByText(new RegExp(title)) as HTMLElement).style.paddingLeft;
    expect(indent('Ports')).toBe('20px');
    expect(indent('System')).toBe('0px');
  });

  it('Move up / Move down are disabled at the ends of a sibling group', async () => {
    const { row } = await renderFunctions();
    const button = (title: string, name: string) =>
      within(row(title)).getByRole('button', { name }) as HTMLButtonElement;
    expect(button('Ports', en.functions.moveUp).disabled).toBe(true);
    expect(button('Ports', en.functions.moveDown).disabled).toBe(false);
    expect(button('Flags', en.functions.moveDown).disabled).toBe(true);
    expect(button('Dictionaries', en.functions.moveUp).disabled).toBe(true);
    expect(button('System', en.functions.moveUp).disabled).toBe(false);
  });

  it('a move sends the new order without asking, reloads, and keeps keyboard focus on the button', async () => {
    const { titles, row } = await renderFunctions();
    const up = within(row('Flags')).getByRole('button', { name: en.functions.moveUp });
    up.focus();
    await act(async () => {
      fireEvent.click(up); // what Enter or Space on a focused button does
      // Chromium drops focus from a button that becomes disabled (jsdom does not): do the same.
      up.blur();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() =>
      expect(titles()).toEqual(['Dictionaries', '└ Ports', '└ Flags', '└ Fuels', 'System']),
    );
    expect(orderCalls).toEqual([
      [
        { id: 4, orderNum: 20 },
        { id: 3, orderNum: 30 },
      ],
    ]);
    expect(screen.getByRole('status').textContent).toBe(en.notices.moveUp);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(row('Flags')).getByRole('button', { name: en.functions.moveUp }),
      ),
    );
  });

  it('without the edit permission there is no ordering, only Detail', async () => {
    const { row } = await renderFunctions((p) => p === 'system:func:list');
    expect(within(row('Ports')).queryByRole('button', { name: en.functions.moveUp })).toBeNull();
    expect(within(row('Ports')).getByRole('button', { name: en.listEdit.detail })).toBeTruthy();
  });
});
