import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import en from '../../../src/i18n/reports/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import {
  appointmentsMachine,
  choicesOf,
  currentOf,
} from '../../../src/machines/verification/appointmentsMachine';
import { AppointDialogView } from '../../../src/views/verification/AppointDialog';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { withStandIns } from '../../support/standIns';
import {
  NOT_ACCREDITED,
  options,
  SHIP,
  verificationAppointmentsModelPaths,
} from './appointmentsMachine.paths';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'reports');
initI18n('en');

// The ship picker loads the fleet through its list call.
globalThis.fetch = (async () =>
  new Response(JSON.stringify({ success: true, data: { items: [SHIP], total: 1, page: 1, size: 500 } }), {
    headers: { 'Content-Type': 'application/json' },
  })) as typeof fetch;

const { paths } = verificationAppointmentsModelPaths();
const A = en.verification.appointments;
const REGIME = en.regimes;

describe('appointmentsMachine graph', () => {
  it('drives every state-changing transition and reaches every state', () => {
    expect(uncoveredTransitions(appointmentsMachine, options, paths)).toEqual([]);
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const s of [
      '"loading"',
      '"loadFailed"',
      '"editing"',
      '{"saving":"confirming"}',
      '{"saving":"sending"}',
      '"done"',
      '"closed"',
    ])
      expect(reached, s).toContain(s);
  });
});

describe('appointmentsMachine ⇄ AppointDialogView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['load', 'appoint']);
    const actor = createActor(withStandIns(appointmentsMachine, actors), { input: {} }).start();
    const closed: boolean[] = [];
    render(<AppointDialogView actorRef={actor} onClose={(c) => closed.push(c)} />);
    const form = () => screen.getByRole('form', { name: A.dialogTitle });
    const check = async (s: typeof path.state) => {
      const c = s.context;
      if (s.matches('done') || s.matches('closed')) {
        expect(closed).toEqual([s.matches('done')]);
      } else if (s.matches('loadFailed')) {
        expect(screen.getByRole('alert').textContent).toContain(A.loadFailed);
      } else if (s.matches({ saving: 'confirming' })) {
        const dialog = screen.getByRole('alertdialog');
        expect(dialog.textContent).toContain(A.confirmTitle);
        expect(dialog.textContent).toContain(currentOf(c)!.verifierNameEn);
        expect(dialog.textContent).toContain(REGIME[c.regime as keyof typeof REGIME]);
      } else if (s.matches('loading')) {
        expect(screen.getByRole('status').textContent).toBe(A.busy);
      } else {
        const required = Object.values(c.errors).filter((m) => m === 'msg.required').length;
        expect(screen.queryAllByText(kitEn.validation.msg.required)).toHaveLength(required);
        expect(screen.queryByText(NOT_ACCREDITED) !== null).toBe(
          c.errorCode === 'verification.not_accredited',
        );
        const verifier = within(form()).getByLabelText(new RegExp(`^${A.verifier}`)) as HTMLSelectElement;
        expect(verifier.options.length).toBe(choicesOf(c.accredited, c.regime).length + 1);
        expect(screen.queryByText(A.noneAccredited)).toBeNull();
        const now = currentOf(c);
        expect(
          screen.queryByText(A.currentlyHeld.replace('{{verifier}}', now?.verifierNameEn ?? '')) !== null,
        ).toBe(now !== undefined);
      }
    };
    await replayPath(
      path,
      actor,
      pending,
      {
        'form.ship': async () => {
          await screen.findByRole('option', { name: /HAIYUN GLORY/ });
          fireEvent.change(within(form()).getByLabelText(new RegExp(`^${A.ship}`)), {
            target: { value: '7' },
          });
        },
        'form.regime': (e) =>
          fireEvent.change(within(form()).getByLabelText(new RegExp(`^${A.regime}`)), {
            target: { value: e.value },
          }),
        'form.verifier': (e) =>
          fireEvent.change(within(form()).getByLabelText(new RegExp(`^${A.verifier}`)), {
            target: { value: String(e.value) },
          }),
        'form.save': () => fireEvent.click(screen.getByRole('button', { name: A.save })),
        'form.cancel': () => fireEvent.click(screen.getByRole('button', { name: A.cancel })),
        'confirm.accept': () => fireEvent.click(screen.getByRole('button', { name: A.confirmButton })),
        'confirm.cancel': () => fireEvent.click(screen.getByRole('button', { name: A.back })),
        'load.retry': () => fireEvent.click(screen.getByRole('button', { name: A.retry })),
      },
      { check },
    );
    actor.stop();
  });
});
