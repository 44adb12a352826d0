import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import euMrvEnTexts from '../../../src/i18n/euMrv/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { bodyOf, euPartsMachine } from '../../../src/machines/reports/euPartsMachine';
import { EuPartsSectionView } from '../../../src/views/reports/EuPartsSection';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath, sendModel } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { INPUT, PARTS, STORED, euPartsModelPaths } from './euPartsMachine.paths';
import { withStandIns } from '../../support/standIns';

const en = euMrvEnTexts.parts;

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'euMrv');
initI18n('en');

const { paths, events, serializeState } = euPartsModelPaths();
const src = (k: keyof typeof en.sources) => en.sources[k];

describe('euPartsMachine', () => {
  it('the generated paths drive every state-changing transition', () => {
    expect(uncoveredTransitions(euPartsMachine, { input: INPUT, events, serializeState }, paths)).toEqual([]);
  });

  it('edits become the PUT body; a blank verifier is null; a read-only report ignores edits', () => {
    const actor = createActor(
      euPartsMachine.provide({ actors: heldServices(['loadParts', 'saveParts']).actors }),
      { input: INPUT },
    ).start();
    sendModel(actor, PARTS.loaded);
    sendModel(actor, PARTS.method);
    sendModel(actor, PARTS.add);
    sendModel(actor, PARTS.add);
    expect(bodyOf(actor.getSnapshot().context)).toEqual({
      verifier: STORED.verifier,
      sources: [
        { source: 'mainEngines', methods: ['A', 'C'], uncertaintyPct: 2.5 },
        { source: 'boilers', methods: ['A'], uncertaintyPct: Number.NaN },
      ],
      version: 1,
    });
    for (const f of ['name', 'address', 'accreditationNumber', 'accreditationBody'] as const)
      actor.send({ type: 'verifier.change', field: f, value: ' ' });
    expect(bodyOf(actor.getSnapshot().context).verifier).toBeNull();

    const ro = createActor(
      euPartsMachine.provide({ actors: heldServices(['loadParts', 'saveParts']).actors }),
      { input: { ...INPUT, editable: false } },
    ).start();
    sendModel(ro, PARTS.loaded);
    sendModel(ro, PARTS.remove);
    ro.send({ type: 'parts.save' });
    expect(ro.getSnapshot().value).toBe('ready');
    expect(ro.getSnapshot().context.sources).toHaveLength(1);
  });
});

describe('euPartsMachine ⇄ EuPartsSectionView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['loadParts', 'saveParts']);
    const actor = createActor(withStandIns(euPartsMachine, actors), { input: INPUT }).start();
    render(<EuPartsSectionView actorRef={actor} status="draft" />);
    const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    const check = async () => {
      const s = actor.getSnapshot();
      if (s.matches('loading')) expect(screen.getByText(en.busy)).toBeTruthy();
      if (s.matches('failed'))
        expect(screen.getByRole('alert').textContent).toContain(en.failed.replace(': {{error}}', ''));
      if (s.matches('ready')) {
        expect((screen.getByLabelText(en.verifier.name) as HTMLInputElement).value).toBe(
          s.context.verifier.name,
        );
        const table = screen.getByRole('table', { name: en.partC });
        expect(within(table).getAllByRole('row')).toHaveLength(1 + s.context.sources.length);
        if (s.context.errorMessage)
          expect(screen.getByRole('alert').textContent).toContain(s.context.errorMessage);
        expect(!!screen.queryByRole('status')).toBe(s.context.saved);
      }
    };
    await replayPath(
      path,
      actor,
      pending,
      {
        'verifier.change': (e) =>
          fireEvent.change(screen.getByLabelText(en.verifier[e.field as 'name']), {
            target: { value: e.value },
          }),
        'source.add': (e) => click(en.add.replace('{{source}}', src(e.source))),
        'source.remove': (e) => click(en.remove.replace('{{source}}', src(e.source))),
        'source.method': (e) =>
          fireEvent.click(screen.getByLabelText(`${src(e.source)} · ${en.method[e.method as 'A']}`)),
        'source.uncertainty': (e) =>
          fireEvent.change(screen.getByLabelText(`${src(e.source)} · ${en.uncertainty}`), {
            target: { value: e.value },
          }),
        'parts.save': () => click(en.save),
        'parts.retry': () => click(en.retry),
      },
      { check },
    );
    actor.stop();
  });
});
