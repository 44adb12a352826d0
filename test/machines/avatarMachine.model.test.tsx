import { cleanup, fireEvent, screen } from '@testing-library/react';
import en from '../../src/i18n/en.json';
import type { AppSystem } from '../../src/machines/app/appSystem';
import { avatarMachine } from '../../src/machines/avatarMachine';
import ProfileView from '../../src/views/profile/ProfileView';
import { uncoveredTransitions } from '../support/graph';
import { heldServices, replayPath } from '../support/modelReplay';
import { ownedActors } from '../support/ownedActors';
import { renderInShell } from '../support/shellSystem';
import { AVATAR, options, paths } from './avatarMachine.paths';

let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
});

const name = (p: (typeof paths)[number]) =>
  p.steps
    .map((s) => (s.event.file ? `choose ${s.event.file.name}` : s.event.type.replace('xstate.', '')))
    .join(' → ');

describe('avatarMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(avatarMachine, options, paths)).toEqual([]);
  });
});

describe('avatarMachine ⇄ ProfileView', () => {
  it.each(paths.map((p) => [name(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['upload']);
    ownedActors.provide.set('avatar', actors);
    system = renderInShell(<ProfileView />);
    const actor = ownedActors.refs.get('avatar')!;
    const input = () => screen.getByLabelText(en.profile.upload, { exact: false }) as HTMLInputElement;
    const drive = {
      'avatar.choose': (e: typeof AVATAR.choosePng) => {
        // The picker is disabled while a file uploads; the machine still checks one sent then.
        if (actor.getSnapshot().hasTag('busy')) {
          expect(input().disabled).toBe(true);
          actor.send(e);
        } else fireEvent.change(input(), { target: { files: [e.file] } });
      },
    };
    const check = async (s: typeof path.state) => {
      // The page shows what the model's state says.
      expect(screen.queryByLabelText(en.profile.uploading) !== null).toBe(s.matches('uploading'));
      expect(input().disabled).toBe(s.matches('uploading'));
      const alert = screen.queryByRole('alert');
      const code = s.context.errorCode as string | null;
      // A code without its own text reads as the generic error (useErrorText).
      if (code)
        expect(alert!.textContent).toContain(
          (en.errors as Record<string, string>)[code] ?? en.errors.unknown,
        );
      else expect(alert).toBeNull();
      const avatar = screen.queryByRole('img', { name: en.profile.avatar });
      expect(avatar?.getAttribute('src') ?? null).toBe(s.context.avatar);
    };
    await replayPath(path, actor, pending, drive, { check });
  });
});
