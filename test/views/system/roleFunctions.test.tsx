import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import en from '../../../src/i18n/system/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { initI18n } from '../../../src/i18n';
import type { FunctionNode } from '../../../src/services/systemApi';
import { ApiError } from '../../../src/domain/apiError';
import { RoleFunctionsDialog } from '../../../src/views/system/RoleFunctionsDialog';
import { installDomShims } from '../../support/renderApp';

// The dialog's two calls, stubbed: what the server answers and what it is sent.
const api = vi.hoisted(() => ({ getRoleFunctions: vi.fn(), setRoleFunctions: vi.fn() }));
vi.mock('../../../src/services/systemApi', async (original) => ({
  ...(await original<typeof import('../../../src/services/systemApi')>()),
  ...api,
}));

const node = (
  id: number,
  titleEn: string,
  menuType: 1 | 2 | 3,
  children: FunctionNode[] = [],
): FunctionNode => ({
  id,
  parentId: 0,
  code: `f${id}`,
  titleZh: `功能${id}`,
  titleEn,
  menuType,
  url: null,
  perms: null,
  orderNum: id,
  hidden: false,
  keepAlive: false,
  status: 1,
  version: 1,
  children,
});
const TREE = [
  node(1, 'Dictionaries', 1, [
    node(2, 'Ports', 2, [node(3, 'Add', 3), node(4, 'Delete', 3)]),
    node(5, 'Fuel types', 2, [node(6, 'Edit', 3)]),
  ]),
  node(7, 'System', 1, [node(8, 'Users', 2)]),
];
const ROLE = { id: 42, version: 3, nameEn: 'Port keeper', nameZh: '港口维护员' };

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
afterEach(cleanup);
beforeEach(() => {
  api.getRoleFunctions.mockReset().mockResolvedValue({ roleId: 42, version: 3, menuIds: [7, 8], tree: TREE });
  api.setRoleFunctions.mockReset().mockResolvedValue({ roleId: 42, menuIds: [] });
});

async function open() {
  const onClose = vi.fn();
  render(<RoleFunctionsDialog role={ROLE} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Functions of Port keeper' });
  const tree = await within(dialog).findByRole('tree', { name: en.roles.functions });
  const item = (name: string) => within(tree).getByRole('treeitem', { name: new RegExp(`^${name}`) });
  const checked = (name: string) => item(name).getAttribute('aria-checked');
  return { dialog, tree, item, checked, onClose };
}
/** Expands a collapsed page the way a keyboard user does. */
const expand = (el: HTMLElement) => {
  el.focus();
  fireEvent.keyDown(el, { key: 'ArrowRight' });
};

describe('RoleFunctionsDialog (TreeView with check states)', () => {
  it('loads the role’s functions for that role and shows them checked', async () => {
    const { checked } = await open();
    expect(api.getRoleFunctions).toHaveBeenCalledWith(42, expect.any(AbortSignal));
    expect(checked('System')).toBe('true');
    expect(checked('Users')).toBe('true');
    expect(checked('Dictionaries')).toBe('false');
  });

  it('checking a page checks its buttons; the folder above becomes partly checked', async () => {
    const { item, checked } = await open();
    fireEvent.click(item('Ports'));
    expect(checked('Ports')).toBe('true');
    expect(checked('Dictionaries')).toBe('mixed');
    expand(item('Ports'));
    expect(checked('Add')).toBe('true');
    expect(checked('Delete')).toBe('true');
    // One button off: the page itself is only partly granted.
    fireEvent.click(item('Delete'));
    expect(checked('Delete')).toBe('false');
    expect(checked('Ports')).toBe('mixed');
    expect(checked('Dictionaries')).toBe('mixed');
  });

  it('Space and Enter toggle the focused item', async () => {
    const { item, checked } = await open();
    item('Fuel types').focus();
    fireEvent.keyDown(item('Fuel types'), { key: ' ' });
    expect(checked('Fuel types')).toBe('true');
    expect(checked('Dictionaries')).toBe('mixed');
    fireEvent.keyDown(item('Fuel types'), { key: 'Enter' });
    expect(checked('Fuel types')).toBe('false');
    // Nothing left under the folder: it is no longer granted either.
    expect(checked('Dictionaries')).toBe('false');
  });

  it('Save sends the checked ids with the role’s version, then closes as changed', async () => {
    const { dialog, item, onClose } = await open();
    fireEvent.click(item('Ports'));
    expand(item('Ports'));
    fireEvent.click(item('Delete'));
    fireEvent.click(item('Users')); // off: System keeps nothing, so it goes too
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const [roleId, body] = api.setRoleFunctions.mock.calls[0];
    expect(roleId).toBe(42);
    expect(body.version).toBe(3);
    expect([...body.menuIds].sort((a: number, b: number) => a - b)).toEqual([1, 2, 3]);
  });

  it('a refused save keeps the dialog open and says why', async () => {
    api.setRoleFunctions.mockRejectedValue(new ApiError(409, 'protected_role', 'protected'));
    const { dialog, onClose } = await open();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(kitEn.errors.protected_role);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel closes without saving', async () => {
    const { dialog, onClose } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.cancel }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
    expect(api.setRoleFunctions).not.toHaveBeenCalled();
  });
});
