import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import en from '../../../src/i18n/uploads/en.json';
import { uploadBody } from '../../../src/machines/upload/provided';
import { uploadMachine, type SubmitInput } from '../../../src/machines/upload/uploadMachine';
import { UploadScreenView } from '../../../src/views/uploads/UploadScreen';
import { installDomShims } from '../../support/renderApp';
import { withStandIns } from '../../support/standIns';
import { standInUploadCentre } from '../../support/uploads/uploadCentre';

afterEach(cleanup);
installDomShims();
await standInUploadCentre(7);

const COUNTS = { records: 0, episodes: 0, snapshots: 0, voyages: 0, ships: 2 };
const PAYLOAD = { ships: [{ imo: '9876543' }, { imo: '9074729' }] };

describe('the upload centre with the ships kind', () => {
  it('needs no ship: the file picker is open at once; ready and done count ships; the body has no shipId', async () => {
    const sent: SubmitInput[] = [];
    const readFile = fromCallback<EventObject, unknown>(({ sendBack }) => {
      sendBack({ type: 'read.parsed', workbook: [], sha256: 'b'.repeat(64) });
      sendBack({ type: 'read.checked', issues: [], counts: COUNTS, payload: PAYLOAD, locator: new Map() });
    });
    const check = {
      counts: COUNTS,
      diff: { new: 1, changed: 1, unchanged: 0 },
      legsPreview: [],
      duplicateOf: null,
      issues: [],
    };
    const actor = createActor(
      withStandIns(uploadMachine, {
        readFile,
        checkOnServer: fromPromise(async ({ input }: { input: SubmitInput }) => (sent.push(input), check)),
        submit: fromPromise(
          async ({ input }: { input: SubmitInput }) => (
            sent.push(input),
            { uploadId: 1, fileName: 'ships.xlsx', counts: COUNTS, diff: check.diff }
          ),
        ),
      }),
      { input: { kind: 'ships', shipId: null, shipRefs: [] } },
    ).start();
    render(<UploadScreenView actorRef={actor} />);

    expect(screen.queryByRole('combobox', { name: new RegExp(`^${en.ship.label}`) })).toBeNull();
    expect((screen.getByRole('combobox', { name: en.kind.label }) as HTMLSelectElement).value).toBe('ships');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.disabled).toBe(false);
    fireEvent.change(input, { target: { files: [new File(['x'], 'ships.xlsx')] } });

    const ready = await screen.findByRole('region', {
      name: en.ready.heading.replace('{{name}}', 'ships.xlsx'),
    });
    expect(ready.querySelector('[data-figure=ships]')?.textContent).toBe('2');
    expect(ready.querySelector('[data-figure=records]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.submit }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Uploaded: 2 ships (1 new, 1 changed'),
    );

    expect(sent.map((s) => s.kind)).toEqual(['ships', 'ships']);
    expect(uploadBody(sent[0]!)).toEqual({
      kind: 'ships',
      fileName: 'ships.xlsx',
      sha256: 'b'.repeat(64),
      payload: PAYLOAD,
    });
    // A voyage upload keeps its ship.
    expect(uploadBody({ ...sent[0]!, kind: 'voyage', shipId: 7 })).toMatchObject({
      kind: 'voyage',
      shipId: 7,
    });
  });
});

describe('the ships kind’s problems', () => {
  it('are shown by sheet, row and column in the user’s words: the ship form’s and the shared form messages', async () => {
    const issues = [
      { sheet: 'ships', row: 3, column: 'imo', value: '9074728', code: 'fleet.imo_check_digit' },
      { sheet: 'equipment', row: 2, column: 'ratedPowerKw', value: -5, code: 'msg.range?min=0&max=200000' },
      { sheet: 'equipment', row: 4, column: 'boardSn', value: 'ME1', code: 'upload.board_sn_twice' },
    ];
    const readFile = fromCallback<EventObject, unknown>(({ sendBack }) => {
      sendBack({ type: 'read.parsed', workbook: [], sha256: 'c'.repeat(64) });
      sendBack({ type: 'read.checked', issues, counts: COUNTS, payload: PAYLOAD, locator: new Map() });
    });
    const actor = createActor(withStandIns(uploadMachine, { readFile }), {
      input: { kind: 'ships', shipId: null, shipRefs: [] },
    }).start();
    render(<UploadScreenView actorRef={actor} />);
    fireEvent.change(document.querySelector('input[type=file]')!, {
      target: { files: [new File(['x'], 'ships.xlsx')] },
    });
    const table = await screen.findByRole('table', { name: /problems? found/ });
    const rows = [...table.querySelectorAll('tbody tr')].map((r) =>
      [...r.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows.map((r) => [r[0], r[1], r[2], r[4]])).toEqual([
      ['Ships', '3', 'IMO number', 'The IMO check digit does not match'],
      ['Equipment', '2', 'Rated power (engines) (kW)', 'Out of range: enter a value from 0 to 200000'],
      ['Equipment', '4', 'Board serial no.', en.codes.upload.board_sn_twice],
    ]);
  });
});
