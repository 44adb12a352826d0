import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import en from '../../src/i18n/en.json';
import type { AppSystem } from '../../src/machines/app/appSystem';
import { noticesMachine } from '../../src/machines/noticesMachine';
import { FullScreenButton, SizeSelect } from '../../src/views/layout/HeaderTools';
import { Toasts } from '../../src/views/shared/Toasts';
import { uncoveredTransitions } from '../support/graph';
import { replayPath, sendModel } from '../support/modelReplay';
import { renderInShell } from '../support/shellSystem';
import { NOTICES, options, paths, stateKey } from './noticesMachine.paths';

let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  vi.useRealTimers();
});

const render = () =>
  renderInShell(
    <>
      <FullScreenButton />
      <SizeSelect />
      <Toasts />
    </>,
  );
const name = (p: (typeof paths)[number]) =>
  p.steps
    .slice(1)
    .map((s) => (s.event.type === 'notice.push' ? `push ${s.event.variant}` : `dismiss ${s.event.id}`))
    .join(' → ');
/** The toasts in order: critical ones are alerts, the rest status messages. */
const toasts = () => [...document.querySelectorAll('[aria-live] > [role]')] as HTMLElement[];

describe('noticesMachine graph', () => {
  it('drives every change of the toasts (toasts shown × event type)', () => {
    expect(uncoveredTransitions(noticesMachine, options, paths)).toEqual([]);
  });
});

describe('noticesMachine ⇄ Toasts and the header tools that push them', () => {
  it.each(paths.map((p) => [name(p), p] as const))('%s', async (_name, path) => {
    system = render();
    const actor = system.notices;
    const drive: Record<string, (e: any) => unknown> = {
      // jsdom has no full screen, so the header button says so; the size menu confirms a change.
      'notice.push': async (e) => {
        if (e.variant === 'critical')
          return fireEvent.click(screen.getByRole('button', { name: en.navbar.fullscreen }));
        fireEvent.click(screen.getByRole('button', { name: en.navbar.size }));
        fireEvent.click(await screen.findByRole('menuitemradio', { name: en.navbar.sizes.small }));
      },
      'notice.dismiss': (e) => {
        const at = actor.getSnapshot().context.notices.findIndex((n) => n.id === e.id);
        fireEvent.click(within(toasts()[at]).getByRole('button'));
      },
    };
    const check = async (at: typeof path.state) => {
      // One toast per notice of the model, in order, each with its text and role.
      const [shown] = stateKey(at) as [string[]];
      expect(toasts().map((t) => t.getAttribute('role'))).toEqual(
        shown.map((k) => (k.endsWith('critical') ? 'alert' : 'status')),
      );
      toasts().forEach((t) =>
        expect(t.textContent).toContain(
          t.getAttribute('role') === 'alert' ? NOTICES.fullScreenUnsupported.text : en.navbar.sizeChanged,
        ),
      );
    };
    await replayPath(path, actor, {}, drive, { stateKey, driversAct: true, check });
  });
});

describe('noticesMachine timers', () => {
  it('each toast dismisses itself after its own duration', async () => {
    vi.useFakeTimers();
    system = render();
    await act(async () => {
      sendModel(system!.notices, NOTICES.fullScreenUnsupported);
      sendModel(system!.notices, NOTICES.sizeChanged);
    });
    expect(toasts()).toHaveLength(2);
    await act(async () => void vi.advanceTimersByTime(NOTICES.sizeChanged.durationMs));
    expect(toasts().map((t) => t.getAttribute('role'))).toEqual(['alert']);
    await act(
      async () =>
        void vi.advanceTimersByTime(
          NOTICES.fullScreenUnsupported.durationMs - NOTICES.sizeChanged.durationMs,
        ),
    );
    expect(toasts()).toHaveLength(0);
  });
});
