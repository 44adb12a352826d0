import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import i18n from 'i18next';
import en from '../../../src/i18n/system/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import zh from '../../../src/i18n/system/zh.json';
import { initI18n } from '../../../src/i18n';
import { screenListMachine } from '../../../src/machines/listForm/provided';
import { moveOrder, type FunctionNode } from '../../../src/services/systemApi';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { SYSTEM_SCREENS } from '../../../src/views/system/configs';
import { installDomShims } from '../../support/renderApp';
import { dialogOf } from '../../support/dialogOf';

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

/** The server: the tree as it stands, the order route that changes it, and its lock-out guard. */
let current: FunctionNode[];
const orderCalls: unknown[] = [];
const PROTECTED = 5; // the System folder: the way back to this screen
function answer(url: string, init?: RequestInit) {
  const path = url.split('?')[0];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  let data: unknown;
  if (path === `/api/system/functions/${PROTECTED}/status` && init?.method === 'PUT')
    return json(409, { success: false, code: 'protected_function', message: 'Protected' });
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
  else if (path === '/api/system/functions/2') data = { ...current[0].children[0], children: undefined };
  return json(200, { success: true, data });
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
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

async function renderFunctions(can: (p?: string) => boolean = () => true) {
  const actor = createActor(screenListMachine(CONFIG.actors), {
    input: { resource: CONFIG.resource, defaults: CONFIG.defaults },
  }).start();
  render(<ListFormView actorRef={actor} config={CONFIG} can={can} />);
  const view = await screen.findByRole('tree', { name: en.screens.sysFunc });
  const item = (title: string) => within(view).getByRole('treeitem', { name: new RegExp(`^${title}`) });
  /** The titles as the tree reads, with their level: depth-first. */
  const outline = () =>
    within(view)
      .getAllByRole('treeitem')
      .map(
        (i) =>
          `${i.getAttribute('aria-level')} ${i.querySelector('[id]')?.textContent?.split(/Menu|Page/)[0]}`,
      );
  const panel = () => screen.getByRole('region', { name: en.functions.selected });
  const select = async (title: string) => {
    await act(async () => fireEvent.click(item(title)));
    expect(within(panel()).getByRole('heading', { name: title })).toBeTruthy();
  };
  const button = (name: string) => within(panel()).getByRole('button', { name }) as HTMLButtonElement;
  return { actor, view, item, outline, panel, select, button };
}

describe('Functions screen', () => {
  it('is a tree: folders hold their pages, a level deeper, in order', async () => {
    const { outline, item } = await renderFunctions();
    expect(outline()).toEqual(['1 Dictionaries', '2 Ports', '2 Fuels', '2 Flags', '1 System']);
    expect(item('Dictionaries').getAttribute('aria-expanded')).toBe('true');
    expect(within(item('Dictionaries')).getByRole('group')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // The whole tree at once: no pager.
    expect(screen.queryByRole('navigation', { name: kitEn.listForm.pagination })).toBeNull();
  });

  it('follows the UI language', async () => {
    const { view } = await renderFunctions();
    await act(() => i18n.changeLanguage('zh'));
    expect(within(view).getByRole('treeitem', { name: /^功能2/ })).toBeTruthy();
    expect(screen.getByRole('tree', { name: zh.screens.sysFunc })).toBe(view);
  });

  it('keyboard: the focused node is selected, its buttons are one Tab away; arrows fold a folder', async () => {
    const { item, panel, button } = await renderFunctions();
    expect(within(panel()).getByText(en.functions.pick)).toBeTruthy();
    const flags = item('Flags');
    await act(async () => flags.focus());
    expect(within(panel()).getByRole('heading', { name: 'Flags' })).toBeTruthy();
    expect(flags.getAttribute('aria-current')).toBe('true');
    expect(within(panel()).getByText('f4')).toBeTruthy();
    for (const name of [
      kitEn.listForm.edit,
      kitEn.listForm.freeze,
      en.functions.moveUp,
      kitEn.listForm.delete,
    ])
      expect(button(name).tabIndex).not.toBe(-1);
    const folder = item('Dictionaries');
    await act(async () => folder.focus());
    await act(async () => fireEvent.keyDown(folder, { key: 'ArrowLeft' }));
    expect(folder.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.keyDown(folder, { key: 'ArrowRight' }));
    expect(folder.getAttribute('aria-expanded')).toBe('true');
    // Enter selects (it does not fold): the folder's buttons are offered.
    await act(async () => fireEvent.keyDown(folder, { key: 'Enter' }));
    expect(folder.getAttribute('aria-expanded')).toBe('true');
    expect(within(panel()).getByRole('heading', { name: 'Dictionaries' })).toBeTruthy();
  });

  it('Move up / Move down are disabled at the ends of a sibling group', async () => {
    const { select, button } = await renderFunctions();
    await select('Ports');
    expect(button(en.functions.moveUp).disabled).toBe(true);
    expect(button(en.functions.moveDown).disabled).toBe(false);
    await select('Flags');
    expect(button(en.functions.moveDown).disabled).toBe(true);
    await select('Dictionaries');
    expect(button(en.functions.moveUp).disabled).toBe(true);
    await select('System');
    expect(button(en.functions.moveUp).disabled).toBe(false);
  });

  it('a move sends the new order without asking, reloads, and keeps keyboard focus on the button', async () => {
    const { outline, select, button } = await renderFunctions();
    await select('Flags');
    const up = button(en.functions.moveUp);
    up.focus();
    await act(async () => {
      fireEvent.click(up); // what Enter or Space on a focused button does
      // Chromium drops focus from a button that becomes disabled (jsdom does not): do the same.
      up.blur();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() =>
      expect(outline()).toEqual(['1 Dictionaries', '2 Ports', '2 Flags', '2 Fuels', '1 System']),
    );
    expect(orderCalls).toEqual([
      [
        { id: 4, orderNum: 20 },
        { id: 3, orderNum: 30 },
      ],
    ]);
    expect(screen.getByRole('status').textContent).toBe(kitEn.notices.moveUp);
    await waitFor(() => expect(document.activeElement).toBe(button(en.functions.moveUp)));
  });

  it('a move that makes its button unavailable hands focus to the node’s other move', async () => {
    const { outline, select, button } = await renderFunctions();
    await select('Fuels');
    const down = button(en.functions.moveDown);
    down.focus();
    await act(async () => {
      fireEvent.click(down);
      down.blur();
    });
    await waitFor(() =>
      expect(outline()).toEqual(['1 Dictionaries', '2 Ports', '2 Flags', '2 Fuels', '1 System']),
    );
    expect(button(en.functions.moveDown).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(button(en.functions.moveUp)));
  });

  it('Edit and Add child open the dialog on the selected node', async () => {
    const { actor, select, button } = await renderFunctions();
    await select('Dictionaries');
    await act(async () => fireEvent.click(button(en.functions.addChild)));
    const dialog = screen.getByRole('dialog', { name: kitEn.listForm.newTitle });
    expect(dialogOf(actor).context.values.parentId).toBe(1);
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.cancel })),
    );
    await select('Ports');
    // A page may hold buttons; a button holds nothing.
    expect(button(en.functions.addChild)).toBeTruthy();
    await act(async () => fireEvent.click(button(kitEn.listForm.edit)));
    expect(await screen.findByRole('dialog', { name: kitEn.listForm.editTitle })).toBeTruthy();
    expect(dialogOf(actor).context.editId).toBe(2);
  });

  it('the lock-out guard: freezing the way back to this screen is refused, with the reason', async () => {
    const { select, button, panel } = await renderFunctions();
    await select('System');
    await act(async () => fireEvent.click(button(kitEn.listForm.freeze)));
    expect((await screen.findByRole('alert')).textContent).toContain(kitEn.errors.protected_function);
    // Also beside the button, which a long tree keeps far from the banner; announced once.
    expect(within(panel()).getByText(kitEn.errors.protected_function)).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('tree')).toBeTruthy();
  });

  it('without the edit permission there is no ordering, only Detail', async () => {
    const { select, panel, button } = await renderFunctions((p) => p === 'system:func:list');
    await select('Ports');
    expect(within(panel()).queryByRole('button', { name: en.functions.moveUp })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: en.functions.addChild })).toBeNull();
    expect(button(kitEn.listForm.detail)).toBeTruthy();
  });
});
