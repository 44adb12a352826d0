import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import ciiEnTexts from '../../../src/i18n/cii/en.json';
import appEn from '../../../src/i18n/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { ciiRecordFormMachine, toRequest, validate } from '../../../src/machines/cii/ciiRecordFormMachine';
import { CiiRecordFormView } from '../../../src/views/cii/CiiRecordForm';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { ciiRecordFormModelPaths, INPUT } from './ciiRecordFormMachine.paths';
import { withStandIns } from '../../support/standIns';

const en = ciiEnTexts.adjust;

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'cii');
initI18n('en');

const { paths, events, serializeState } = ciiRecordFormModelPaths();
const F = en.form;

describe('ciiRecordFormMachine', () => {
  it('starts from the proposal and sends what the server expects', () => {
    const a = createActor(ciiRecordFormMachine, { input: INPUT }).start();
    const req = toRequest(a.getSnapshot().context.values);
    expect(req).toMatchObject({
      type: 'ice',
      begin: '2025-01-20T00:00:00.000Z',
      end: '2025-01-22T00:00:00.000Z',
      episodeRef: 'E1',
      distanceNm: 400,
      fuels: [{ fuel: 'HFO', tonnes: 60 }],
      iceClass: null,
      factor: null,
    });
    expect(validate(a.getSnapshot().context)).toEqual({});
  });

  it('validates with the shared schema: a type keeps only its fields, the file by name and size', () => {
    const a = createActor(ciiRecordFormMachine, { input: INPUT }).start();
    a.send({ type: 'field.change', field: 'type', value: 'sts' });
    expect(toRequest(a.getSnapshot().context.values).distanceNm).toBe(0);
    a.send({ type: 'fuel.remove', index: 0 });
    a.send({ type: 'file.choose', file: new File(['x'], 'run.exe') });
    a.send({ type: 'form.save' });
    expect(a.getSnapshot().value).toBe('editing');
    expect(a.getSnapshot().context.errors).toEqual({ fuels: 'msg.required', file: 'msg.attachment_type' });
  });

  it('the generated paths drive every state-changing transition', () => {
    expect(
      uncoveredTransitions(ciiRecordFormMachine, { input: INPUT, events, serializeState }, paths),
    ).toEqual([]);
  });
});

describe('ciiRecordFormMachine ⇄ CiiRecordFormView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['saveRecord', 'uploadEvidence']);
    const actor = createActor(withStandIns(ciiRecordFormMachine, actors), { input: INPUT }).start();
    const closed: boolean[] = [];
    render(<CiiRecordFormView actorRef={actor} onClose={(c) => closed.push(c)} />);
    const dialog = () => screen.getByRole('dialog');
    const check = async () => {
      // Paths are merged by serializeState, so the actor's own snapshot is what the view shows.
      const s = actor.getSnapshot();
      if (s.matches('done') || s.matches('closed')) {
        expect(closed).toEqual([s.matches('done') || s.context.record !== null]);
      } else {
        expect(
          screen.getByRole('heading', {
            name: s.context.record ? F.titleEdit.replace('{{id}}', '7') : F.titleNew,
          }),
        ).toBeTruthy();
        // The banner reads the code's own text where it has one, else the server's message.
        const text = s.context.errorCode
          ? (({ ...appEn.errors, ...kitEn.errors } as Record<string, string>)[s.context.errorCode] ??
            s.context.errorMessage)
          : null;
        if (text) expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(text))).toBe(true);
        expect(screen.queryByText(new RegExp(`^${F.fuels}:`)) !== null).toBe(
          Object.keys(s.context.errors).some((k) => k.startsWith('fuels')),
        );
      }
    };
    await replayPath(
      path,
      actor,
      pending,
      {
        'field.change': (e) =>
          fireEvent.change(within(dialog()).getByLabelText(F.remark), { target: { value: e.value } }),
        'fuel.change': (e) =>
          fireEvent.change(within(dialog()).getByLabelText(`${F.tonnes} ${e.index + 1}`), {
            target: { value: e.value },
          }),
        'fuel.add': () => fireEvent.click(within(dialog()).getByRole('button', { name: F.addFuel })),
        'fuel.remove': () =>
          fireEvent.click(within(dialog()).getAllByRole('button', { name: F.removeFuel })[0]!),
        'file.choose': (e) =>
          fireEvent.change(within(dialog()).getByLabelText(F.evidence), { target: { files: [e.file] } }),
        'form.save': () => fireEvent.click(within(dialog()).getByRole('button', { name: F.save })),
        'form.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: F.cancel })),
      },
      { stateKey: serializeState, check },
    );
    actor.stop();
  });
});
