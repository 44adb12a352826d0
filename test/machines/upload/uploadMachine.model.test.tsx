import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor, fromCallback } from 'xstate';
import en from '../../../src/i18n/uploads/en.json';
import { uploadMachine } from '../../../src/machines/upload/uploadMachine';
import { UploadScreenView } from '../../../src/views/uploads/UploadScreen';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { INPUT, options, paths, serializeState, SHIP_ID } from './uploadMachine.paths';
import { withStandIns } from '../../support/standIns';
import { standInUploadCentre } from '../../support/uploads/uploadCentre';

afterEach(cleanup);
installDomShims();
// The ship picker reads the fleet's list; the history reads GET /api/uploads.
await standInUploadCentre(SHIP_ID);

describe('uploadMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(uploadMachine, { ...options, serializeState }, paths)).toEqual([]);
  });
});

describe('uploadMachine ⇄ UploadScreenView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['checkOnServer', 'submit']);
    // The worker is the file's, not the user's: its reports are sent to the actor as they come.
    const stopped: string[] = [];
    const readFile = fromCallback(() => () => void stopped.push('stopped'));
    const actor = createActor(withStandIns(uploadMachine, { ...actors, readFile }), {
      input: INPUT,
    }).start();
    render(<UploadScreenView actorRef={actor} />);
    const button = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
    const send = (e: Parameters<typeof actor.send>[0]) => actor.send(e);
    await replayPath(path, actor, pending, {
      'upload.file.choose': (e: { file: File }) => {
        // The picker is disabled while busy; a file chosen then is not possible in the UI.
        expect(fileInput().disabled).toBe(false);
        fireEvent.change(fileInput(), { target: { files: [e.file] } });
      },
      'upload.configure': send,
      'read.progress': send,
      'read.parsed': send,
      'read.checked': send,
      'read.failed': send,
      'upload.cancel': () => button(en.cancel),
      'cell.edit': (e: { value: string }) =>
        fireEvent.change(screen.getByRole('textbox', { name: /Records row 2/ }), {
          target: { value: e.value },
        }),
      'upload.recheck': () => button(en.recheck),
      'upload.submit': () => button(en.submit),
      'duplicate.accept': () => button(en.duplicate.accept),
      'duplicate.cancel': () => button('Cancel'),
      'upload.reset': () => button(en.reset),
    });

    // The screen shows what the state says.
    const s = actor.getSnapshot();
    const status = screen.getByRole('status').textContent ?? '';
    expect(status.includes('Reading and checking')).toBe(s.matches('working'));
    expect(screen.queryByRole('button', { name: en.cancel }) !== null).toBe(
      s.matches('working') || s.matches('serverCheck'),
    );
    expect(screen.queryByRole('table', { name: /problems? found/ }) !== null).toBe(
      s.matches('errors') || (s.matches('failed') && s.context.issues.length > 0),
    );
    expect(screen.queryByRole('button', { name: en.submit }) !== null).toBe(
      s.matches('ready') || s.matches('confirmDuplicate'),
    );
    expect(screen.queryByRole('dialog') !== null).toBe(s.matches('confirmDuplicate'));
    expect(screen.queryByRole('alert') !== null).toBe(s.matches('refused') || s.matches('failed'));
    if (s.matches('done'))
      expect(status).toContain(
        s.context.kind === 'ships' ? 'Uploaded: 0 ships' : 'Uploaded: 1 record, 0 episodes, 0 snapshots',
      );
    // A ships file names its ships: the ship picker is shown for the other kinds only.
    expect(screen.queryByRole('combobox', { name: new RegExp(`^${en.ship.label}`) }) !== null).toBe(
      s.context.kind !== 'ships',
    );
    // Leaving the reading state stops the worker's actor (its cleanup terminates the worker).
    if (path.steps.some((st) => (st.event as { type: string }).type === 'upload.cancel'))
      expect(stopped.length).toBeGreaterThan(0);
  });
});
