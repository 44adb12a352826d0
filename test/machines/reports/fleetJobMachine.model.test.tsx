import { cleanup, fireEvent, screen } from '@testing-library/react';
import reportsEn from '../../../src/i18n/reports/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { fleetJobMachine } from '../../../src/machines/reports/fleetJobMachine';
import { FleetJobPanel } from '../../../src/views/reports/FleetJobPanel';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { options, paths, POLL_MS } from './fleetJobMachine.paths';

const en = reportsEn.fleetJob;
await loadAreaTexts('system', 'reports');
afterEach(() => {
  cleanup();
  ownedActors.reset();
});

describe('fleetJobMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(fleetJobMachine, options, paths)).toEqual([]);
  });
});

describe('fleetJobMachine ⇄ FleetJobPanel', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['start', 'read', 'retry']);
    ownedActors.provide.set('fleetJob', actors);
    renderInShell(<FleetJobPanel regime="imoDcs" year={2025} pollMs={POLL_MS} />);
    const actor = ownedActors.refs.get('fleetJob')!;
    const drive = {
      'job.start': () => fireEvent.click(screen.getByRole('button', { name: en.start })),
      'job.retry': () => fireEvent.click(screen.getByRole('button', { name: en.retry })),
      'year.change': (e: { year: number }) =>
        fireEvent.change(screen.getByLabelText(en.year), { target: { value: String(e.year) } }),
      // The pause between reads is the panel's own timer: the step waits it out.
      'xstate.after.poll.fleetJob.waiting': () => undefined,
    };
    const check = (s: typeof path.state) => {
      const busy = s.hasTag('busy') || s.hasTag('running');
      expect((screen.getByRole('button', { name: en.start }) as HTMLButtonElement).disabled).toBe(busy);
      expect((screen.getByLabelText(en.year) as HTMLInputElement).value).toBe(String(s.context.year));
      expect(screen.queryByRole('status') !== null).toBe(s.hasTag('running') || s.matches('finished'));
      const failures = (s.context.job?.failures.length ?? 0) > 0;
      expect(screen.queryByRole('table', { name: en.failures }) !== null).toBe(failures);
      const retry = screen.queryByRole('button', { name: en.retry }) as HTMLButtonElement | null;
      expect(retry !== null).toBe(failures);
      if (retry) expect(retry.disabled).toBe(!s.matches('finished'));
      expect(screen.queryByRole('alert') !== null).toBe(s.context.errorCode !== null);
    };
    await replayPath(path, actor, pending, drive, { check });
  });
});
