import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import en from '../../../src/i18n/system/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { ApiError } from '../../../src/domain/apiError';
import { initI18n } from '../../../src/i18n';
import { listFormWith, zodValidator } from '../../../src/machines/listForm/listFormMachine';
import { toForm } from '../../../src/views/listForm/ListFormScreen';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { INSTALLER_MAX_BYTES, SYSTEM_SCREENS } from '../../../src/views/system/configs';
import { installDomShims } from '../../support/renderApp';
import { dialogOf } from '../../support/dialogOf';

// The screen's own saveRecord actor runs for real: the row (JSON) first, then the installer.
const api = vi.hoisted(() => ({ saveRow: vi.fn(), uploadInstaller: vi.fn() }));
vi.mock('../../../src/services/dictionariesApi', async (original) => ({
  ...(await original<typeof import('../../../src/services/dictionariesApi')>()),
  saveRow: api.saveRow,
}));
vi.mock('../../../src/services/systemApi', async (original) => ({
  ...(await original<typeof import('../../../src/services/systemApi')>()),
  uploadInstaller: api.uploadInstaller,
}));

const CONFIG = SYSTEM_SCREENS['/sysPcappVersion/list'];
const V = {
  id: 9,
  version: 1,
  sysCode: '01',
  upType: 0,
  preVersion: '1.0.0',
  newVersion: '1.1.0',
  status: 0,
  content: 'Fixes',
};

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
afterEach(cleanup);
beforeEach(() => {
  api.saveRow.mockReset().mockResolvedValue({ ...V, id: 31 });
  api.uploadInstaller.mockReset().mockResolvedValue({ ...V, id: 31, fileId: 4 });
});

async function openNew() {
  const actor = createActor(
    listFormWith({
      ...CONFIG.actors,
      fetchList: fromPromise(async () => ({ items: [V], total: 1, page: 1, size: 20 })),
    }),
    {
      input: {
        resource: CONFIG.resource,
        defaults: CONFIG.defaults,
        validate: zodValidator(CONFIG.schema!),
        toForm: (row) => toForm(CONFIG, row),
      },
    },
  ).start();
  render(<ListFormView actorRef={actor} config={CONFIG} can={() => true} />);
  fireEvent.click(await screen.findByRole('button', { name: kitEn.listForm.add }));
  const dialog = screen.getByRole('dialog', { name: kitEn.listForm.newTitle });
  const text = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) }), {
      target: { value },
    });
  text(en.fields.preVersion, '1.1.0');
  text(en.fields.newVersion, '1.2.0');
  text(en.fields.content, 'New reports');
  const input = within(dialog).getByLabelText(en.fields.file) as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
  return { actor, dialog, choose, save };
}

const file = (name: string, size = 1024) => {
  const f = new File(['PK'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('PC application versions: the installer', () => {
  it.each([
    ['a file of another type', file('setup.msi'), kitEn.validation.msg.installer_type],
    [
      'a file over 10 MB',
      file('setup.zip', INSTALLER_MAX_BYTES + 1),
      kitEn.validation.msg.installer_too_large,
    ],
  ])('refuses %s before anything is sent, with a message', async (_n, bad, message) => {
    const { dialog, choose, save } = await openNew();
    choose(bad);
    save();
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(api.saveRow).not.toHaveBeenCalled();
    expect(api.uploadInstaller).not.toHaveBeenCalled();
    // A right file clears the message at once.
    choose(file('SETUP.EXE', INSTALLER_MAX_BYTES));
    await waitFor(() => expect(within(dialog).queryByText(message)).toBeNull());
  });

  it('saves the version, then uploads the accepted installer to it', async () => {
    const { choose, save } = await openNew();
    const installer = file('setup-1.2.0.zip');
    choose(installer);
    save();
    await waitFor(() => expect(api.uploadInstaller).toHaveBeenCalledTimes(1));
    const [resource, id, values] = api.saveRow.mock.calls[0];
    expect([resource, id]).toEqual(['system/app-versions', null]);
    expect(values).toMatchObject({ preVersion: '1.1.0', newVersion: '1.2.0', content: 'New reports' });
    expect(values).not.toHaveProperty('file');
    expect(api.uploadInstaller.mock.calls[0].slice(0, 2)).toEqual([31, installer]);
    expect(api.saveRow.mock.invocationCallOrder[0]).toBeLessThan(
      api.uploadInstaller.mock.invocationCallOrder[0],
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves without an upload when no file was chosen', async () => {
    const { save } = await openNew();
    save();
    await waitFor(() => expect(api.saveRow).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.uploadInstaller).not.toHaveBeenCalled();
  });

  describe('when the upload fails after the version was created', () => {
    const failOnce = () =>
      api.uploadInstaller.mockRejectedValueOnce(new ApiError(500, 'upload_failed', 'Disk full'));

    it('keeps the dialog open with the reason, and a retry sends only the installer to the created id', async () => {
      const { actor, dialog, choose, save } = await openNew();
      failOnce();
      const installer = file('setup-1.2.0.zip');
      choose(installer);
      save();
      expect((await within(dialog).findAllByText('Disk full')).length).toBeGreaterThan(0);
      expect(dialogOf(actor).value).toBe('editing');
      expect(screen.getByRole('dialog')).toBe(dialog);
      save();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.saveRow).toHaveBeenCalledTimes(1);
      expect(api.uploadInstaller.mock.calls.map((c) => c.slice(0, 2))).toEqual([
        [31, installer],
        [31, installer],
      ]);
    });

    it('the dialog title turns from Add to Edit: the version exists now', async () => {
      const { actor, dialog, choose, save } = await openNew();
      expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
      failOnce();
      choose(file('setup.zip'));
      save();
      expect((await within(dialog).findAllByText('Disk full')).length).toBeGreaterThan(0);
      expect(screen.getByRole('dialog', { name: kitEn.listForm.editTitle })).toBe(dialog);
      expect(screen.queryByRole('dialog', { name: kitEn.listForm.newTitle })).toBeNull();
      expect(dialogOf(actor).context.editId).toBe(31);
      // Still the fields of a new version: nothing typed was lost.
      expect(
        (
          within(dialog).getByRole('textbox', {
            name: new RegExp(`^${en.fields.content}`),
          }) as HTMLTextAreaElement
        ).value,
      ).toBe('New reports');
    });

    it('a retry with changed fields updates the created row (with its version), not a second create', async () => {
      const { dialog, choose, save } = await openNew();
      failOnce();
      choose(file('setup.zip'));
      save();
      expect((await within(dialog).findAllByText('Disk full')).length).toBeGreaterThan(0);
      fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${en.fields.content}`) }), {
        target: { value: 'New reports and fixes' },
      });
      save();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.saveRow.mock.calls.map((c) => c[1])).toEqual([null, 31]);
      expect(api.saveRow.mock.calls[1][2]).toMatchObject({ content: 'New reports and fixes', version: 1 });
      expect(api.uploadInstaller.mock.calls.map((c) => c[0])).toEqual([31, 31]);
    });

    it('a cancelled dialog forgets the created row: the next new version is created', async () => {
      const { dialog, choose, save } = await openNew();
      failOnce();
      choose(file('setup.zip'));
      save();
      expect((await within(dialog).findAllByText('Disk full')).length).toBeGreaterThan(0);
      fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: kitEn.listForm.add }));
      const again = screen.getByRole('dialog', { name: kitEn.listForm.newTitle });
      for (const [label, value] of [
        [en.fields.preVersion, '1.1.0'],
        [en.fields.newVersion, '1.2.0'],
        [en.fields.content, 'New reports'],
      ])
        fireEvent.change(within(again).getByRole('textbox', { name: new RegExp(`^${label}`) }), {
          target: { value },
        });
      fireEvent.click(within(again).getByRole('button', { name: kitEn.listForm.save }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.saveRow.mock.calls.map((c) => c[1])).toEqual([null, null]);
    });
  });
});
