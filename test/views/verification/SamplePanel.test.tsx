import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import reportsEn from '../../../src/i18n/reports/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { SamplePanel } from '../../../src/views/verification/SamplePanel';
import { fail, ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { renderInShell } from '../../support/shellSystem';
import { SAMPLE, SAMPLE_R1_CHECKED } from '../../support/verification/verificationFixtures';

/** The sample over the real API client: the query the draw sends, the check's body, who may check. */
const S = reportsEn.verification.sample;
await loadAreaTexts('system', 'reports');
const realFetch = globalThis.fetch;
let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  globalThis.fetch = realFetch;
});
const BASE = '/api/reports/7/verification/sample';

describe('SamplePanel', () => {
  it('the verifier draws with the report seed, then marks a record checked with the drawn seed and size', async () => {
    const calls = stubFetch({
      [`GET ${BASE}`]: () => ok(SAMPLE),
      [`POST ${BASE}/checks`]: () => ok(SAMPLE_R1_CHECKED),
    });
    system = renderInShell(<SamplePanel reportId={7} role="verifier" />);
    fireEvent.click(screen.getByRole('button', { name: S.draw }));
    expect((await screen.findByTestId('sample-drawn')).textContent).toBe(
      'Seed DCS-2025-7 · size 3 · 3 records drawn',
    );
    expect(calls[0]).toMatchObject({ method: 'GET', path: BASE, query: {} });
    const table = screen.getByRole('table', { name: S.title });
    expect(within(table).getByRole('row', { name: /^R7 / }).textContent).toContain(S.kinds.anchoring);
    fireEvent.click(screen.getByRole('button', { name: S.checkTitle.replace('{{ref}}', 'R1') }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' Log and BDN agree ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: `${BASE}/checks`,
      body: { seed: 'DCS-2025-7', size: 3, ref: 'R1', note: 'Log and BDN agree' },
    });
    expect(within(table).getByRole('row', { name: /^R1 / }).textContent).toContain('Log and BDN agree');
  });

  it('the company draws the same sample by its seed and size but checks nothing; a refused draw says why', async () => {
    let first = true;
    const calls = stubFetch({
      [`GET ${BASE}`]: () => (first ? ((first = false), fail(503, 'db.unavailable', 'down')) : ok(SAMPLE)),
    });
    system = renderInShell(<SamplePanel reportId={7} role="company" />);
    fireEvent.change(screen.getByLabelText(S.seed), { target: { value: 'DCS-2025-7' } });
    fireEvent.change(screen.getByLabelText(S.size), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: S.draw }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: S.draw }));
    await screen.findByTestId('sample-drawn');
    expect(calls.map((c) => c.query)).toEqual([
      { seed: 'DCS-2025-7', size: '3' },
      { seed: 'DCS-2025-7', size: '3' },
    ]);
    expect(screen.queryByRole('button', { name: /R1/ })).toBeNull();
  });
});
