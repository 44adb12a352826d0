import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import en from '../../../src/i18n/ledgerAdmin/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { apiKeyIssueMachine } from '../../../src/machines/ledgerAdmin/apiKeyIssueMachine';
import { IssueKeyDialogView } from '../../../src/views/system/ApiKeysScreen';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { COMPANY, KEY, ledgerAdminApiKeyIssueModelPaths, options, SHIP } from './apiKeyIssueMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'fleet', 'ledgerAdmin');
initI18n('en');

// The pickers load companies and ships through their list calls.
globalThis.fetch = (async (url: string) => {
  const items = String(url).includes('companies') ? [COMPANY] : [SHIP];
  return new Response(JSON.stringify({ success: true, data: { items, total: 1, page: 1, size: 500 } }), {
    headers: { 'Content-Type': 'application/json' },
  });
}) as typeof fetch;

const { paths } = ledgerAdminApiKeyIssueModelPaths();
const K = en.apiKeys;

describe('apiKeyIssueMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(apiKeyIssueMachine, options, paths)).toEqual([]);
  });
});

describe('apiKeyIssueMachine ⇄ IssueKeyDialogView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['issueKey', 'copyKey']);
    const actor = createActor(withStandIns(apiKeyIssueMachine, actors)).start();
    const closed: boolean[] = [];
    render(<IssueKeyDialogView actorRef={actor} onClose={(c) => closed.push(c)} />);
    const dialog = () => screen.getByRole('dialog');
    const check = async (s: typeof path.state) => {
      const c = s.context;
      if (s.matches('done') || s.matches('closed')) {
        expect(closed).toEqual([s.matches('done')]);
        // Closed, the key is gone from the machine as from the screen.
        expect(actor.getSnapshot().context.key).toBe('');
        expect(screen.queryByDisplayValue(KEY)).toBeNull();
      } else if (s.matches('shown') || s.matches('copying')) {
        expect(screen.getByDisplayValue(KEY)).toBeTruthy();
        expect(screen.getAllByText(K.keyWarning).length).toBeGreaterThan(0);
        expect(screen.queryByText(K.copied) !== null).toBe(c.copied);
        expect(screen.queryByText(K.copyFailed) !== null).toBe(c.copyFailed);
      } else {
        expect(screen.queryByDisplayValue(KEY)).toBeNull();
        expect(screen.queryByLabelText(new RegExp(`^${K.ship}`)) !== null).toBe(c.scope === 'ship');
        const required = Object.values(c.errors).filter((m) => m === 'msg.required').length;
        expect(screen.queryAllByText(kitEn.validation.msg.required)).toHaveLength(required);
        expect(screen.queryByRole('alert') !== null).toBe(Boolean(c.errorCode) && s.matches('editing'));
      }
    };
    await replayPath(
      path,
      actor,
      pending,
      {
        'form.name': (e) =>
          fireEvent.change(within(dialog()).getByLabelText(new RegExp(`^${K.name}`)), {
            target: { value: e.value },
          }),
        'form.scope': () => fireEvent.click(within(dialog()).getByLabelText(K.scopeShip)),
        'form.company': async () => {
          await screen.findByRole('option', { name: COMPANY.nameEn });
          fireEvent.change(within(dialog()).getByLabelText(new RegExp(`^${K.company}`)), {
            target: { value: '5' },
          });
        },
        'form.ship': async () => {
          await screen.findByRole('option', { name: /HAIYUN GLORY/ });
          fireEvent.change(within(dialog()).getByLabelText(new RegExp(`^${K.ship}`)), {
            target: { value: '7' },
          });
        },
        'form.save': () => fireEvent.click(within(dialog()).getByRole('button', { name: K.issueButton })),
        'form.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: K.cancel })),
        'key.copy': () => fireEvent.click(within(dialog()).getByRole('button', { name: K.copy })),
        'key.close': () => fireEvent.click(within(dialog()).getByRole('button', { name: K.done })),
      },
      { check },
    );
    actor.stop();
  });
});
