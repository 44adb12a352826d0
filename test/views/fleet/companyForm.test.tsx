import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { createActor, fromPromise } from 'xstate';
import { initI18n } from '../../../src/i18n';
import { listFormWith, zodValidator } from '../../../src/machines/listForm/listFormMachine';
import { COMPANY_SCREEN } from '../../../src/views/fleet/CompanyListScreen';
import { toForm } from '../../../src/views/listForm/ListFormScreen';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { installDomShims } from '../../support/renderApp';
import { dialogOf } from '../../support/dialogOf';

beforeAll(() => {
  installDomShims();
  initI18n('en');
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

/** zod's own words, in English and Chinese. */
const DEFAULT_ZOD = /Invalid input|expected |received |无效输入|期望|实际接收/;

describe('company form', () => {
  it.each([
    ['en', 'Add', 'Save', 'Required'],
    ['zh', '新增', '保存', '必填项'],
  ] as const)(
    'an empty form is checked in the browser (%s): each required field says so, nothing is sent',
    async (lang, add, save, required) => {
      await act(() => i18n.changeLanguage(lang));
      const saveRecord = vi.fn(async () => ({}));
      const config = COMPANY_SCREEN;
      const actor = createActor(
        listFormWith({
          fetchList: fromPromise(async () => ({ items: [], total: 0, page: 1, size: 20 })),
          saveRecord: fromPromise(saveRecord),
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
      render(<ListFormView actorRef={actor} config={config} can={() => true} />);
      fireEvent.click(await screen.findByRole('button', { name: add }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: save }));
      const errors = Object.values(dialogOf(actor).context.fieldErrors);
      expect(errors.length).toBeGreaterThanOrEqual(12);
      expect(within(dialog).getAllByText(required).length).toBeGreaterThanOrEqual(12);
      expect(dialog.textContent).not.toMatch(DEFAULT_ZOD);
      expect(saveRecord).not.toHaveBeenCalled();
    },
  );
});
