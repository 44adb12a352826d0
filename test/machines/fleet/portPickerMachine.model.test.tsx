import { useEffect, useState } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import fleet from '../../../src/i18n/fleet/en.json';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import {
  PORT_SEARCH_DELAY,
  portPickerMachine,
  type PortPickerContext,
} from '../../../src/machines/fleet/portPickerMachine';
import { PortPicker, portLabel } from '../../../src/views/shared/PortPicker';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { options, paths } from './portPickerMachine.paths';

let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
});

const P = fleet.shipEdit.port;
const FIELD = { name: 'homePortCode', label: 'fleet:fields.homePortCode', type: 'text' };
let setStored: (code: string | null) => void = () => undefined;
/** The ship form's home-port field: the picker with the form's stored code. */
function HomePort() {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    setStored = setCode;
  }, []);
  return (
    <PortPicker
      field={FIELD as never}
      value={code}
      error=""
      disabled={false}
      onChange={(v) => setCode(v as string | null)}
    />
  );
}

describe('portPickerMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(portPickerMachine, options, paths)).toEqual([]);
  });
});

describe('portPickerMachine ⇄ PortPicker', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['search']);
    ownedActors.provide.set('portPicker', actors);
    system = renderInShell(<HomePort />);
    const actor = ownedActors.refs.get('portPicker')!;
    const box = () => screen.getByRole('combobox') as HTMLInputElement;
    const drive: Record<string, (e: any) => unknown> = {
      // The same text typed again changes nothing in the DOM: a trailing space does (the search trims).
      type: (e) =>
        fireEvent.change(box(), { target: { value: box().value === e.text ? `${e.text} ` : e.text } }),
      move: (e) => fireEvent.keyDown(box(), { key: e.by === 1 ? 'ArrowDown' : 'ArrowUp' }),
      close: () => fireEvent.blur(box()),
      // A stored code arrives with the loaded record: the form's value changes under the picker.
      resolve: (e) => setStored(e.code),
      // The typing pause is a real timer: the path's `xstate.after` step waits it out.
      [`xstate.after.${PORT_SEARCH_DELAY}.portPicker.waiting`]: () =>
        new Promise((done) => setTimeout(done, PORT_SEARCH_DELAY + 20)),
    };
    const check = async (s: typeof path.state) => {
      // The box and the suggestions show what the model's state says.
      const live = actor.getSnapshot().context as PortPickerContext;
      const open = s.hasTag('open');
      expect(box().getAttribute('aria-expanded')).toBe(String(open));
      const list = screen.getByRole('listbox', { hidden: true });
      expect(list.hidden).toBe(!open);
      if (open) {
        const options = within(list).queryAllByRole('option');
        expect(options.map((o) => o.textContent)).toEqual(live.results.map((p) => portLabel(p, 'en')));
        expect(box().getAttribute('aria-activedescendant')).toBe(
          live.active >= 0 ? options[live.active].id : null,
        );
        if (s.hasTag('busy')) expect(within(list).getByText(P.searching)).toBeTruthy();
        else if (!live.results.length)
          expect(within(list).getByText(live.failed ? P.failed : P.none)).toBeTruthy();
      }
      if (live.text === null) {
        const stored = live.known.CNSHA;
        expect(box().value).toBe(live.resolve ? (stored ? portLabel(stored, 'en') : 'CNSHA') : '');
      } else expect(box().value.trim()).toBe(live.text.trim());
    };
    await replayPath(path, actor, pending, drive, { serviceOf: () => 'search', check });
  });
});
