import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import en from '../../../src/i18n/system/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { ApiError } from '../../../src/domain/apiError';
import { initI18n } from '../../../src/i18n';
import { listFormWith, zodValidator } from '../../../src/machines/listForm/listFormMachine';
import { DOCUMENT_SCREENS } from '../../../src/views/documents/configs';
import { SYSTEM_SCREENS } from '../../../src/views/system/configs';
import { toForm } from '../../../src/views/listForm/ListFormScreen';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { dialogOf } from '../../support/dialogOf';
import { installDomShims } from '../../support/renderApp';

// The screen's own saveRecord actor runs for real: the record (JSON), then each marked attachment
// is removed, then a chosen file would be uploaded.
const api = vi.hoisted(() => ({ saveRow: vi.fn(), removeAttachment: vi.fn(), calls: [] as string[] }));
vi.mock('../../../src/services/dictionariesApi', async (original) => ({
  ...(await original<typeof import('../../../src/services/dictionariesApi')>()),
  saveRow: api.saveRow,
}));
vi.mock('../../../src/services/documentsApi', async (original) => ({
  ...(await original<typeof import('../../../src/services/documentsApi')>()),
  removeAttachment: api.removeAttachment,
}));

const CONFIG = DOCUMENT_SCREENS['/docMng/list'];
const file = (fileId: string, name: string) => ({
  documentId: 5,
  fileId,
  name,
  size: 2048,
  mime: 'application/pdf',
});
const DRAFT = {
  id: 5,
  version: 3,
  name: 'Circular 7',
  number: 'C-7',
  docType: 1,
  title: 'Circular 7',
  content: '<p>Text</p>',
  language: 'all',
  status: 'draft',
  attachments: [file('a1', 'one.pdf'), file('a2', 'two.pdf')],
};
const D = en.documents;

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => {
  installDomShims();
  initI18n('en');
});
afterEach(cleanup);
beforeEach(() => {
  api.calls.length = 0;
  api.saveRow.mockReset().mockImplementation(async () => {
    api.calls.push('save');
    return { ...DRAFT, version: 4 };
  });
  api.removeAttachment.mockReset().mockImplementation(async (_id: number, fileId: string) => {
    api.calls.push(`remove ${fileId}`);
    return { ...DRAFT, attachments: DRAFT.attachments.filter((f) => f.fileId !== fileId) };
  });
});

async function openEdit() {
  const actor = createActor(
    listFormWith({
      ...CONFIG.actors,
      fetchList: fromPromise(async () => ({ items: [DRAFT], total: 1, page: 1, size: 20 })),
      fetchRecord: fromPromise(async () => DRAFT),
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
  fireEvent.click(await screen.findByRole('button', { name: kitEn.listForm.edit }));
  const dialog = await screen.findByRole('dialog', { name: kitEn.listForm.editTitle });
  await within(dialog).findByRole('button', { name: D.download.replace('{{name}}', 'one.pdf') });
  return { actor, dialog };
}
const removeButton = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: D.removeFile.replace('{{name}}', name) });

describe('document dialog: removing an attachment', () => {
  // A regression: the file field was required, so no document could be saved without a new file.
  it('an edit that adds no file validates (both screens with a file field)', () => {
    const row = { ...DRAFT, remark: '' };
    expect(CONFIG.schema!.safeParse(row).success).toBe(true);
    const versions = SYSTEM_SCREENS['/sysPcappVersion/list'];
    const version = {
      sysCode: '01',
      upType: 0,
      preVersion: '1.0.0',
      newVersion: '1.1.0',
      status: 0,
      content: 'x',
    };
    expect(versions.schema!.safeParse(version).success).toBe(true);
  });

  it('marks a file, says it goes on Save, and removes it after the record is saved', async () => {
    const { dialog } = await openEdit();
    fireEvent.click(removeButton(dialog, 'two.pdf'));
    const keep = within(dialog).getByRole('button', { name: D.keepFile.replace('{{name}}', 'two.pdf') });
    expect(keep.getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByText(D.removedOnSave)).toBeTruthy();
    expect(api.removeAttachment).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual(['save', 'remove a2']);
  });

  it('a file marked and unmarked again stays; Cancel removes nothing', async () => {
    const { dialog } = await openEdit();
    fireEvent.click(removeButton(dialog, 'one.pdf'));
    fireEvent.click(within(dialog).getByRole('button', { name: D.keepFile.replace('{{name}}', 'one.pdf') }));
    expect(within(dialog).queryByText(D.removedOnSave)).toBeNull();
    fireEvent.click(removeButton(dialog, 'two.pdf'));
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.cancel }));
    expect(api.removeAttachment).not.toHaveBeenCalled();
  });

  it('a failed removal keeps the dialog on the saved record; Save again retries only what is left', async () => {
    const { actor, dialog } = await openEdit();
    api.removeAttachment.mockImplementationOnce(async (_id: number, fileId: string) => {
      api.calls.push(`remove ${fileId} failed`);
      throw new ApiError(0, 'network', 'Failed to fetch');
    });
    fireEvent.click(removeButton(dialog, 'one.pdf'));
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    await waitFor(() => expect(api.calls).toEqual(['save', 'remove a1 failed']));
    expect(dialogOf(actor).value).toBe('editing');
    // The record was written: the retry sends no second save, only the removal; a file already
    // gone (404) would count as removed.
    api.removeAttachment.mockImplementationOnce(async (_id: number, fileId: string) => {
      api.calls.push(`remove ${fileId} gone`);
      throw new ApiError(404, 'not_found', 'Not found.');
    });
    fireEvent.click(within(dialog).getByRole('button', { name: kitEn.listForm.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual(['save', 'remove a1 failed', 'remove a1 gone']);
  });
});
