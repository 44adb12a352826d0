import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import kitEn from '../../../src/i18n/kit/en.json';
import reportsEn from '../../../src/i18n/reports/en.json';
import reportsZh from '../../../src/i18n/reports/zh.json';
import i18n from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { formatPeriod } from '../../../src/i18n/format';
import { loadLanguage } from '../../../src/i18n/languageTexts';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { CarriedFindingsPanel } from '../../../src/views/verification/CarriedFindingsPanel';
import { fail, ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { renderInShell } from '../../support/shellSystem';
import {
  CARRIED,
  CARRIED_NC_CLOSED,
  CLOSE_COMMENT,
  IMPROVEMENT,
  NON_CONFORMITY,
} from '../../support/verification/carriedFixtures';

/** "From the previous period" with the real API client over a stubbed fetch, per role and state. */
const C = reportsEn.verification.carried;
const URL = '/api/reports/7/verification/carried';
const CLOSE = `/api/reports/7/verification/findings/${NON_CONFORMITY.id}/close`;
await loadAreaTexts('system', 'reports');
const realFetch = globalThis.fetch;
let system: AppSystem | undefined;
afterEach(async () => {
  cleanup();
  system?.stop();
  globalThis.fetch = realFetch;
  if (i18n.language !== 'en') await act(async () => void (await i18n.changeLanguage('en')));
});

const label = (text: string, params: Record<string, string | number>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);
const row = (description: string) => screen.getByRole('row', { name: new RegExp(description) });
const dialog = () => screen.getByRole('alertdialog');

describe('CarriedFindingsPanel', () => {
  it('lists each carried finding: kind, description and rule, the origin period, its state', async () => {
    stubFetch({ [`GET ${URL}`]: () => ok(CARRIED) });
    system = renderInShell(<CarriedFindingsPanel reportId={7} role="company" status="submitted" />);
    expect(await screen.findByRole('heading', { name: C.title })).toBeTruthy();
    const nc = await screen.findByRole('row', { name: new RegExp(NON_CONFORMITY.description) });
    const period = formatPeriod({
      start: NON_CONFORMITY.origin.periodStart,
      end: NON_CONFORMITY.origin.periodEnd,
    });
    expect(nc.textContent).toContain(kitEn.findingKinds.nonConformity);
    expect(nc.textContent).toContain('MARPOL VI 18.6');
    expect(nc.textContent).toContain(label(C.originText, { period, version: 2 }));
    expect(nc.textContent).toContain(kitEn.findingStates.accepted);
    expect(row(IMPROVEMENT.description).textContent).toContain(kitEn.findingKinds.improvement);
    // The company reads: no Close.
    expect(screen.queryByRole('button', { name: label(C.closeLabel, { id: NON_CONFORMITY.id }) })).toBeNull();
    // A row opens its history (recorded by the verifier, accepted by the company).
    fireEvent.click(within(nc).getByRole('button', { name: label(C.historyOf, { id: NON_CONFORMITY.id }) }));
    const history = screen.getByRole('table', { name: label(C.historyOf, { id: NON_CONFORMITY.id }) });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(history.textContent).toContain(reportsEn.verification.findings.events.accepted);
  });

  it('the verifier closes with a comment: a blank one is refused in the form, the list comes back closed', async () => {
    const calls = stubFetch({
      [`GET ${URL}`]: () => ok(CARRIED),
      [`POST ${CLOSE}`]: () => ok(CARRIED_NC_CLOSED),
    });
    system = renderInShell(<CarriedFindingsPanel reportId={7} role="verifier" status="submitted" />);
    const closeNc = await screen.findByRole('button', {
      name: label(C.closeLabel, { id: NON_CONFORMITY.id }),
    });
    expect(screen.getByRole('button', { name: label(C.closeLabel, { id: IMPROVEMENT.id }) })).toBeTruthy();
    fireEvent.click(closeNc);
    expect(within(dialog()).getByText(C.ask)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: C.save }));
    expect(within(dialog()).getByText(C.problems.comment)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: `  ${CLOSE_COMMENT} ` } });
    fireEvent.click(within(dialog()).getByRole('button', { name: C.save }));
    await screen.findByText(kitEn.findingStates.closed);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: CLOSE,
      body: { comment: CLOSE_COMMENT },
    });
    // Closed: no Close any more; its history shows the close with the comment.
    const nc = row(NON_CONFORMITY.description);
    expect(
      within(nc).queryByRole('button', { name: label(C.closeLabel, { id: NON_CONFORMITY.id }) }),
    ).toBeNull();
    fireEvent.click(within(nc).getByRole('button', { name: label(C.historyOf, { id: NON_CONFORMITY.id }) }));
    const history = screen.getByRole('table', { name: label(C.historyOf, { id: NON_CONFORMITY.id }) });
    expect(history.textContent).toContain(reportsEn.verification.findings.events.close);
    expect(history.textContent).toContain(CLOSE_COMMENT);
  });

  it("the server's refusal stays in the dialog; Cancel leaves the list as it was", async () => {
    stubFetch({
      [`GET ${URL}`]: () => ok(CARRIED),
      [`POST ${CLOSE}`]: () => fail(409, 'verification.finding_closed', 'The finding is closed already.'),
    });
    system = renderInShell(<CarriedFindingsPanel reportId={7} role="admin" status="locked" />);
    fireEvent.click(
      await screen.findByRole('button', { name: label(C.closeLabel, { id: NON_CONFORMITY.id }) }),
    );
    fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: 'seen' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: C.save }));
    expect((await within(dialog()).findByRole('alert')).textContent).toContain(
      'The finding is closed already.',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: C.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(row(NON_CONFORMITY.description).textContent).toContain(kitEn.findingStates.accepted);
  });

  it('no Close once the report has its opinion, nor for a reader', async () => {
    stubFetch({ [`GET ${URL}`]: () => ok(CARRIED) });
    system = renderInShell(<CarriedFindingsPanel reportId={7} role="verifier" status="verified" />);
    await screen.findByRole('row', { name: new RegExp(NON_CONFORMITY.description) });
    expect(screen.queryByRole('button', { name: label(C.closeLabel, { id: NON_CONFORMITY.id }) })).toBeNull();
    cleanup();
    system.stop();
    system = renderInShell(<CarriedFindingsPanel reportId={7} role="reader" status="submitted" />);
    await screen.findByRole('row', { name: new RegExp(NON_CONFORMITY.description) });
    expect(screen.queryByRole('button', { name: label(C.closeLabel, { id: NON_CONFORMITY.id }) })).toBeNull();
  });

  it('says when nothing is carried', async () => {
    stubFetch({ [`GET ${URL}`]: () => ok([]) });
    system = renderInShell(<CarriedFindingsPanel reportId={7} role="verifier" status="submitted" />);
    expect(await screen.findByText(C.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a failed read says so and reads again', async () => {
    let first = true;
    stubFetch({
      [`GET ${URL}`]: () => (first ? ((first = false), fail(503, 'db.unavailable', 'down')) : ok(CARRIED)),
    });
    system = renderInShell(<CarriedFindingsPanel reportId={7} role="verifier" status="submitted" />);
    expect(await screen.findByText(new RegExp(C.loadFailed))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: C.retry }));
    expect(await screen.findByRole('row', { name: new RegExp(NON_CONFORMITY.description) })).toBeTruthy();
  });

  it('speaks Chinese, the validation message too', async () => {
    stubFetch({ [`GET ${URL}`]: () => ok(CARRIED) });
    system = renderInShell(<CarriedFindingsPanel reportId={7} role="verifier" status="submitted" />);
    await screen.findByRole('row', { name: new RegExp(NON_CONFORMITY.description) });
    await act(async () => {
      await loadLanguage('zh');
      await i18n.changeLanguage('zh');
    });
    const Z = reportsZh.verification.carried;
    expect(await screen.findByRole('heading', { name: Z.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: label(Z.closeLabel, { id: NON_CONFORMITY.id }) }));
    fireEvent.click(within(dialog()).getByRole('button', { name: Z.save }));
    expect(within(dialog()).getByText(Z.problems.comment)).toBeTruthy();
  });
});
