import { cleanup, fireEvent, screen } from '@testing-library/react';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import docs from '../../../src/i18n/documents/en.json';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { certificateCheckMachine } from '../../../src/machines/portal/certificateCheckMachine';
import { CertificateCheck } from '../../../src/views/portal/CertificateCheck';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { CHECK, options, paths } from './certificateCheckMachine.paths';

await loadAreaTexts('documents');
const k = docs.portal.certification.check;
let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
});

describe('certificateCheckMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(certificateCheckMachine, options, paths)).toEqual([]);
  });
});

describe('certificateCheckMachine ⇄ CertificateCheck', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['check']);
    ownedActors.provide.set('certificateCheck', actors);
    system = renderInShell(<CertificateCheck />);
    const actor = ownedActors.refs.get('certificateCheck')!;
    const field = () => screen.getByLabelText(k.serial, { exact: false }) as HTMLInputElement;
    const button = () =>
      screen.getByRole('button', { name: actor.getSnapshot().hasTag('busy') ? k.checking : k.submit });
    const drive = {
      'serial.change': (e: typeof CHECK.typeSerial) => {
        // React sends no change for the value the field already holds: the model's event goes as is.
        if (actor.getSnapshot().hasTag('busy') || field().value === e.value) actor.send(e);
        else fireEvent.change(field(), { target: { value: e.value } });
      },
      check: (e: typeof CHECK.check) => {
        if (actor.getSnapshot().hasTag('busy')) actor.send(e);
        else fireEvent.click(button());
      },
    };
    const check = async (s: typeof path.state) => {
      // The page shows what the model's state says.
      expect(field().value).toBe(s.context.serial);
      expect(button().hasAttribute('disabled')).toBe(s.matches('checking'));
      const invalid = s.context.invalid as 'required' | 'format' | null;
      if (invalid) expect(screen.getByText(k.invalid[invalid])).toBeTruthy();
      else for (const text of Object.values(k.invalid)) expect(screen.queryByText(text)).toBeNull();
      const result = s.context.result as {
        state: 'valid' | 'superseded' | 'unknown';
        ship?: { name: string };
      } | null;
      for (const [state, text] of Object.entries(k.state))
        expect(screen.queryByText(text) !== null, state).toBe(
          s.matches('answered') && result?.state === state,
        );
      if (s.matches('answered') && result?.ship)
        expect(screen.getByText(result.ship.name, { exact: false })).toBeTruthy();
      expect(screen.queryByRole('alert') !== null).toBe(s.matches('failed'));
    };
    await replayPath(path, actor, pending, drive, { check });
  });
});
