import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import { carriedFindingsMachine } from '../../../src/machines/verification/carriedFindingsMachine';
import { ownedActors } from '../../support/ownedActors';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import kitEn from '../../../src/i18n/kit/en.json';
import kitZh from '../../../src/i18n/kit/zh.json';
import reportsEn from '../../../src/i18n/reports/en.json';
import reportsZh from '../../../src/i18n/reports/zh.json';
import i18n from '../../../src/i18n';
import { MATERIALITY } from '../../../src/domain/registry/materiality';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { loadLanguage } from '../../../src/i18n/languageTexts';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { tabRoleOf, VerificationTabView } from '../../../src/views/verification/VerificationTab';
import { fail, ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { draftReport } from '../../support/reports/reportsFixtures';
import { renderInShell } from '../../support/shellSystem';
import {
  FUEL_LINE,
  IN_VERIFICATION,
  MATERIAL_MESSAGE,
  MATERIAL_PARAMS,
  MATERIAL_WORDS,
  MISSTATEMENT,
  SAMPLE,
  overview,
} from '../../support/verification/verificationFixtures';

/** The tab with the real API client over a stubbed fetch: what each role sees and sends. */
const V = reportsEn.verification;
await loadAreaTexts('system', 'reports');
const realFetch = globalThis.fetch;
let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  globalThis.fetch = realFetch;
});

const BASE = '/api/reports/7/verification';
const DISPUTED = {
  ...MISSTATEMENT,
  state: 'disputed' as const,
  answerReason: 'BDN 118 is next year',
  version: 2,
};
const VERIFIED = overview({
  status: 'verified',
  opinion: 'satisfactoryWithComments',
  materiality: {
    level: 0.05,
    material: false,
    figures: [{ key: FUEL_LINE, unit: 't', reported: 100, threshold: 5, uncorrected: 0, material: false }],
  },
  findings: [{ ...MISSTATEMENT, state: 'accepted', corrected: true, version: 2 }],
  opinions: [
    {
      id: 2,
      opinionVersion: 2,
      outcome: 'satisfactoryWithComments',
      statement: 'Keep the BDNs with the log.',
      materiality: { level: 0.05, material: false, figures: [] },
      verifierName: 'Verifier Li',
      at: '2026-02-03T09:00:00.000Z',
      resetAt: null,
      resetBy: null,
    },
    {
      id: 1,
      opinionVersion: 1,
      outcome: 'satisfactory',
      statement: null,
      materiality: { level: 0.05, material: false, figures: [] },
      verifierName: 'Verifier Li',
      at: '2026-02-01T09:00:00.000Z',
      resetAt: '2026-02-02T10:00:00.000Z',
      resetBy: 'recall',
    },
  ],
});

// The tab also shows the findings carried from the previous period (their own machine, tested on
// its own): here nothing is carried, so the tab's paths do not depend on what a fetch answers.
beforeEach(() => {
  ownedActors.provide.set(carriedFindingsMachine.id, { load: fromPromise(async () => []) });
});

describe('who acts on the tab', () => {
  const can = (perms: string[]) => (p: string) => perms.includes(p);
  it('the administrator acts both ways; the verifier by the verdict events; the company by its submit button', () => {
    expect(tabRoleOf(IN_VERIFICATION, ['99'], can([]))).toBe('admin');
    expect(tabRoleOf(IN_VERIFICATION, ['class_society'], can([]))).toBe('verifier');
    const companyView = draftReport({ status: 'submitted', allowedEvents: [] });
    expect(tabRoleOf(companyView, ['ship_manager'], can(['mrv:dcs:submit']))).toBe('company');
    expect(tabRoleOf(companyView, ['ship_manager'], can([]))).toBe('reader');
    expect(tabRoleOf(companyView, ['authority'], can(['mrv:dcs:submit']))).toBe('reader');
  });
});

describe('VerificationTab', () => {
  it('the verifier sees the material misstatement, and the refusal of "satisfactory" naming the line in words', async () => {
    const calls = stubFetch({
      [`GET ${BASE}`]: () => ok(overview()),
      [`POST ${BASE}/opinion`]: () =>
        fail(409, 'verification.material', MATERIAL_MESSAGE, { params: MATERIAL_PARAMS }),
    });
    const moved = vi.fn();
    system = renderInShell(
      <VerificationTabView report={IN_VERIFICATION} role="verifier" onReportMoved={moved} />,
    );
    expect((await screen.findByTestId(`materiality-${FUEL_LINE}`)).textContent).toBe(V.materiality.exceeds);
    expect(screen.getByRole('progressbar', { name: /240/ })).toBeTruthy();
    // Each finding shows the ledger records it names, by reference code.
    const table = screen.getByRole('table', { name: V.findings.title });
    expect(within(table).getByRole('columnheader', { name: V.findings.records })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'R1' })).toBeTruthy();
    // The verifier does not answer findings: that is the company's.
    expect(screen.queryByRole('button', { name: V.findings.dispute })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: kitEn.opinions.satisfactory }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: V.opinion.give }));
    // The server's message names the line by its key; the tab words it from the refusal's params.
    expect(MATERIAL_MESSAGE).toContain(FUEL_LINE);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MATERIAL_WORDS.en);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: `${BASE}/opinion`, query: {}, body: { outcome: 'satisfactory', version: 3 } },
    ]);
    expect(moved).not.toHaveBeenCalled();
  });

  it('an opinion given moves the report: the tab asks the page to read it again, once; a refusal does not', async () => {
    const within5 = { ...VERIFIED.materiality };
    stubFetch({
      [`GET ${BASE}`]: () => ok(overview({ materiality: within5, findings: [] })),
      [`POST ${BASE}/opinion`]: () => ok({ ...IN_VERIFICATION, status: 'verified', version: 4 }),
    });
    const moved = vi.fn();
    system = renderInShell(
      <VerificationTabView report={IN_VERIFICATION} role="verifier" onReportMoved={moved} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: kitEn.opinions.satisfactory }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: V.opinion.give }));
    await waitFor(() => expect(moved).toHaveBeenCalledTimes(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('records a misstatement with its figure and amount as a number, then reads the overview again', async () => {
    let reads = 0;
    const calls = stubFetch({
      [`GET ${BASE}`]: () => (reads++, ok(overview({ findings: [] }))),
      [`POST ${BASE}/findings`]: () => ({ status: 201, body: { success: true, data: { id: 2 } } }),
    });
    system = renderInShell(<VerificationTabView report={IN_VERIFICATION} role="verifier" />);
    expect(await screen.findByText(V.findings.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: V.findings.add }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: V.findings.save }));
    expect(within(dialog).getByText(V.problems.description)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(V.findings.description, { exact: false }), {
      target: { value: 'BDN 118 left out' },
    });
    fireEvent.change(within(dialog).getByLabelText(V.findings.figure, { exact: false }), {
      target: { value: FUEL_LINE },
    });
    fireEvent.change(within(dialog).getByLabelText(V.findings.amount, { exact: false }), {
      target: { value: 'twelve' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: V.findings.save }));
    expect(within(dialog).getByText(V.problems.amount)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(V.findings.amount, { exact: false }), {
      target: { value: '12,5' },
    });
    // The records by reference code: commas or spaces, each sent once.
    fireEvent.change(within(dialog).getByLabelText(V.findings.records, { exact: false }), {
      target: { value: ' R1, R7 R1 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: V.findings.save }));
    await waitFor(() => expect(reads).toBe(2));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'misstatement',
      description: 'BDN 118 left out',
      figureKey: FUEL_LINE,
      amount: 12.5,
      refs: [
        { kind: 'record', ref: 'R1' },
        { kind: 'record', ref: 'R7' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a finding names records of the drawn sample by ticking them, with other codes typed', async () => {
    const calls = stubFetch({
      [`GET ${BASE}`]: () => ok(overview({ findings: [] })),
      [`GET ${BASE}/sample`]: () => ok(SAMPLE),
      [`POST ${BASE}/findings`]: () => ({ status: 201, body: { success: true, data: { id: 2 } } }),
    });
    system = renderInShell(<VerificationTabView report={IN_VERIFICATION} role="verifier" />);
    expect(await screen.findByText(V.findings.empty)).toBeTruthy();
    // Before a sample is drawn the dialog offers no records to tick.
    fireEvent.click(screen.getByRole('button', { name: V.findings.add }));
    expect(within(screen.getByRole('alertdialog')).queryByRole('checkbox')).toBeNull();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: V.findings.cancel }));
    fireEvent.click(screen.getByRole('button', { name: V.sample.draw }));
    await screen.findByTestId('sample-drawn');
    fireEvent.click(screen.getByRole('button', { name: V.findings.add }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText(V.findings.kind), { target: { value: 'improvement' } });
    fireEvent.change(within(dialog).getByLabelText(V.findings.description, { exact: false }), {
      target: { value: 'Keep the BDNs with the log' },
    });
    fireEvent.change(within(dialog).getByLabelText(V.findings.records, { exact: false }), {
      target: { value: 'R9' },
    });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(SAMPLE.refs.length);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'R7' }));
    expect((within(dialog).getByRole('checkbox', { name: 'R7' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'R1' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'R1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: V.findings.save }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'improvement',
      description: 'Keep the BDNs with the log',
      refs: [
        { kind: 'record', ref: 'R9' },
        { kind: 'record', ref: 'R7' },
      ],
    });
  });

  it('the company disputes with a reason and opens the finding history', async () => {
    const calls = stubFetch({
      [`GET ${BASE}`]: () => ok(overview({ findings: [DISPUTED] })),
      [`POST ${BASE}/findings/1/answer`]: () => ok([DISPUTED]),
      [`GET ${BASE}/findings/1/history`]: () =>
        ok([
          {
            event: 'recorded',
            role: 'class_society',
            actorName: 'Verifier Li',
            comment: null,
            after: { state: 'open' },
            at: '2026-02-01T08:00:00.000Z',
          },
          {
            event: 'disputed',
            role: 'ship_manager',
            actorName: 'Manager Wang',
            comment: 'BDN 118 is next year',
            after: { state: 'disputed' },
            at: '2026-02-01T10:00:00.000Z',
          },
        ]),
    });
    const companyView = draftReport({ status: 'submitted', version: 3, allowedEvents: [] });
    system = renderInShell(<VerificationTabView report={companyView} role="company" />);
    const row = await screen.findByRole('row', { name: /BDN 118 left out/ });
    expect(within(row).getByText('BDN 118 is next year')).toBeTruthy();
    expect(screen.queryByRole('group', { name: V.opinion.give })).toBeNull();
    expect(screen.queryByRole('button', { name: V.findings.add })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: V.findings.dispute }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: V.findings.send }));
    expect(within(dialog).getByText(V.problems.reason)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'It is next year' } });
    fireEvent.click(within(dialog).getByRole('button', { name: V.findings.send }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      answer: 'dispute',
      reason: 'It is next year',
      corrected: false,
      version: 2,
    });
    const toggle = within(screen.getByRole('row', { name: /BDN 118 left out/ })).getByRole('button', {
      name: `${V.findings.history} #1`,
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const history = await screen.findByRole('table', { name: `${V.findings.history} #1` });
    expect(within(history).getByText(V.findings.events.disputed)).toBeTruthy();
    expect(within(history).getByText('2026-02-01 18:00:00 (UTC+8)')).toBeTruthy();
  });

  it('a verified report: the standing opinion, every version with the reset one, and no acts for a reader', async () => {
    stubFetch({ [`GET ${BASE}`]: () => ok(VERIFIED) });
    system = renderInShell(
      <VerificationTabView report={draftReport({ status: 'verified' })} role="reader" />,
    );
    expect((await screen.findByTestId('verification-opinion')).textContent).toContain(
      kitEn.opinions.satisfactoryWithComments,
    );
    expect(screen.getByText(V.readOnly)).toBeTruthy();
    expect(screen.getByTestId(`materiality-${FUEL_LINE}`).textContent).toBe(V.materiality.within);
    const versions = screen.getByRole('table', { name: V.opinion.history });
    expect(within(versions).getAllByRole('row')).toHaveLength(3);
    expect(within(versions).getByText(/reset by the company/)).toBeTruthy();
    expect(
      screen.queryAllByRole('button', { name: new RegExp(`${V.findings.accept}|${V.findings.add}`) }),
    ).toEqual([]);
    expect(screen.queryByRole('group', { name: V.opinion.give })).toBeNull();
  });

  it('a failed read says so and reads again on Retry', async () => {
    let first = true;
    stubFetch({
      [`GET ${BASE}`]: () =>
        first ? ((first = false), fail(503, 'db.unavailable', 'down')) : ok(overview()),
    });
    system = renderInShell(<VerificationTabView report={IN_VERIFICATION} role="verifier" />);
    fireEvent.click(await screen.findByRole('button', { name: V.retry }));
    expect(await screen.findByTestId(`materiality-${FUEL_LINE}`)).toBeTruthy();
  });

  it('speaks Chinese when the user chooses it', async () => {
    stubFetch({ [`GET ${BASE}`]: () => ok(overview()) });
    system = renderInShell(<VerificationTabView report={IN_VERIFICATION} role="verifier" />);
    await screen.findByTestId(`materiality-${FUEL_LINE}`);
    await act(async () => {
      await loadLanguage('zh');
      await i18n.changeLanguage('zh');
    });
    expect(await screen.findByRole('heading', { name: reportsZh.verification.opinion.title })).toBeTruthy();
    expect(screen.getByTestId(`materiality-${FUEL_LINE}`).textContent).toBe(
      reportsZh.verification.materiality.exceeds,
    );
    // The act the level comes from is cited as it is written, marked as English in the Chinese page.
    const { doc, part } = MATERIALITY.imoDcs.source;
    expect(screen.getByText(doc).getAttribute('lang')).toBe('en');
    expect(screen.getByText(part).getAttribute('lang')).toBe('en');
    expect(screen.getByText(doc).parentElement!.textContent).toContain(
      reportsZh.verification.materiality.source.replace('{{doc}}', doc).replace('{{part}}', part),
    );
  });

  it('words a material refusal in Chinese, the line by its Chinese name; without params, the server’s message', async () => {
    let params: object | undefined = MATERIAL_PARAMS;
    stubFetch({
      [`GET ${BASE}`]: () => ok(overview()),
      [`POST ${BASE}/opinion`]: () =>
        fail(409, 'verification.material', MATERIAL_MESSAGE, params && { params }),
    });
    system = renderInShell(<VerificationTabView report={IN_VERIFICATION} role="verifier" />);
    await screen.findByTestId(`materiality-${FUEL_LINE}`);
    await act(async () => {
      await loadLanguage('zh');
      await i18n.changeLanguage('zh');
    });
    const satisfactory = kitZh.opinions.satisfactory;
    fireEvent.click(screen.getByRole('button', { name: satisfactory }));
    let dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: reportsZh.verification.opinion.give }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MATERIAL_WORDS.zh);
    fireEvent.click(within(dialog).getByRole('button', { name: reportsZh.verification.opinion.back }));
    // An older server without params: its own message stands.
    params = undefined;
    fireEvent.click(screen.getByRole('button', { name: satisfactory }));
    dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: reportsZh.verification.opinion.give }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MATERIAL_MESSAGE);
  });
});
