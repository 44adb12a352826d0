import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import fleet from '../../../src/i18n/fleet/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { flagChangeMachine } from '../../../src/machines/fleet/flagChangeMachine';
import { FlagChangeDialog } from '../../../src/views/fleet/FlagChangeDialog';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { options, paths } from './flagChangeMachine.paths';

let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
});

const C = fleet.changes;
const WORDS: Record<string, string> = {
  'msg.required': kitEn.validation.msg.required,
  'fleet.date_format': fleet.shipEdit.validation.date_format,
};
const SHIP = { id: 7, nameEn: 'HAIYUN GLORY', nameZh: '海运荣耀' };

describe('flagChangeMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(flagChangeMachine, options, paths)).toEqual([]);
  });
});

describe('flagChangeMachine ⇄ FlagChangeDialog', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['listChanges', 'recordChange', 'deleteChange']);
    ownedActors.provide.set('flagChange', actors);
    system = renderInShell(<FlagChangeDialog ship={SHIP} canEdit onClose={() => undefined} />);
    const actor = ownedActors.refs.get('flagChange')!;
    const dialog = () => screen.getByRole('dialog');
    const drive: Record<string, (e: any) => void> = {
      'form.change': (e) =>
        fireEvent.change(
          within(dialog()).getByLabelText(e.name === 'effectiveDate' ? C.effectiveDate : C.newFlag),
          { target: { value: e.value } },
        ),
      'change.submit': () => fireEvent.click(within(dialog()).getByRole('button', { name: C.save })),
      'change.delete': () =>
        fireEvent.click(
          within(within(dialog()).getByRole('table', { name: C.open })).getByRole('button', {
            name: C.delete,
          }),
        ),
      'history.retry': () => fireEvent.click(within(dialog()).getByRole('button', { name: '↻' })),
    };
    const check = async (s: typeof path.state) => {
      // The dialog shows what the model's state says.
      const live = actor.getSnapshot().context;
      const status = within(dialog()).getByRole('status').textContent;
      expect(status).toBe(
        s.hasTag('busy') ? C.loading : s.context.notice ? C[s.context.notice as 'saved' | 'deleted'] : '',
      );
      const alert = within(dialog()).queryByRole('alert');
      if (s.context.errorCode) expect(alert!.textContent).toContain(live.errorMessage ?? live.errorCode);
      else expect(alert).toBeNull();
      expect(within(dialog()).queryByRole('button', { name: '↻' }) !== null).toBe(s.matches('failed'));
      const table = within(dialog()).queryByRole('table', { name: C.open });
      expect(table !== null).toBe(live.history.length > 0);
      if (!table) expect(within(dialog()).getByText(C.empty)).toBeTruthy();
      const save = within(dialog()).getByRole('button', { name: C.save });
      expect(save.hasAttribute('disabled')).toBe(s.hasTag('busy'));
      expect((within(dialog()).getByLabelText(C.newFlag) as HTMLInputElement).value).toBe(
        s.context.form.newFlagCode,
      );
      // Field messages: the browser check's codes shown in words, the server's words as they came.
      // Two fields may carry the same message ("Required"): each shown message appears as often as it is held.
      const held = (Object.values(live.fieldErrors).filter(Boolean) as string[]).map((m) => WORDS[m] ?? m);
      for (const words of new Set(held))
        expect(within(dialog()).getAllByText(words)).toHaveLength(held.filter((w) => w === words).length);
    };
    await replayPath(path, actor, pending, drive, { check });
  });
});
