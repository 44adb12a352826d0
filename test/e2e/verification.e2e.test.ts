import type { Page } from 'playwright-core';
import type { CandidatePeriod } from '../../src/domain/reports/types';
import { shipAuthorities } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { checkCertificateIn } from '../support/e2e/certificateCheck';
import {
  mainFuel,
  portCalls,
  shipsWithImo,
  writeVoyageData,
  type E2eShip,
  lockVoyage,
} from '../support/e2e/ledger';
import {
  LANGS,
  SHIP_INDEX,
  TEXTS,
  expectPlainTexts,
  fill,
  literally,
  logInIn,
  type Lang,
} from '../support/e2e/journeyLanguage';

/**
 * The verification journey of an EU MRV report in Chromium, each step by the role who does it, in
 * each language on its own ship: the company submits; the verifier samples the ledger records,
 * records a misstatement above materiality and is refused "satisfactory"; the company corrects the
 * ledger, regenerates and resubmits, and answers the finding; the verifier gives "satisfactory with
 * comments"; its certificate checks as valid on the public page; the verifier confirms and the
 * authority accepts from its queue; next year the improvement shows on the ship's 2026 report and
 * the verifier closes it; a correction of the 2025 report makes its certificate superseded.
 */
const { server, page, another } = e2eLifecycle();
const YEAR = 2025;
const VOYAGE = 'VER2025';
/** The ROB at New York (arrival, departure) the ship first reported, and the figures its log gives. */
const ROB = { reported: [790, 788], corrected: [780, 778] } as const;

/** What each user types, in the language of the run (their words, not the app's). */
const WORDS: Record<
  Lang,
  {
    check: string;
    improvement: string;
    finding: string;
    answer: string;
    unlock: string;
    lock: string;
    statement: string;
    closed: string;
    correction: string;
    team: string;
  }
> = {
  en: {
    check: 'Compared with the engine log and the BDN',
    improvement: 'Keep the BDN with each bunkering in the ship’s records',
    finding: 'ROB on arrival at New York above the engine log: fuel consumed understated',
    answer: 'ROB on arrival corrected from the engine log',
    unlock: 'Correcting the ROB the verifier found',
    lock: 'ROB corrected',
    statement: 'Verified after the ROB at New York was corrected; keep the BDN with each bunkering',
    closed: 'BDNs of 2026 kept on board with each bunkering, seen',
    correction: 'Hours at sea of the New York voyage corrected',
    team: 'A. Verifier (lead), B. Reviewer (independent review)',
  },
  zh: {
    check: '已与轮机日志和燃油交付单核对',
    improvement: '每次加油的燃油交付单应随船存档',
    finding: '抵达纽约时的存油高于轮机日志：油耗少报',
    answer: '已按轮机日志更正抵港存油',
    unlock: '更正核查员发现的存油',
    lock: '存油已更正',
    statement: '纽约存油更正后核查通过；每次加油请保留燃油交付单',
    closed: '2026 年各次加油的燃油交付单已随船存档，已核实',
    correction: '更正纽约航次的航行时间',
    team: '张核查（组长）、李复核（独立复核）',
  },
};

/** A number as the report screens write it ("1,234.5 t" in either language): its digits and point only. */
const numberIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe.each(LANGS)('the verification of an EU MRV report in Chromium (%s)', (lang) => {
  const { reports: R, kit, ledger: L, ledgerForms: LF } = TEXTS[lang];
  const V = R.verification;
  const words = WORDS[lang];
  /** The EU MRV report's headline line, the one materiality is always weighed on. */
  const headline = R.lines.euMrv.co2e.total;
  const refs = [`E2E-VER-${lang}-1`, `E2E-VER-${lang}-2`] as const;

  const status = (p: Page) => p.getByTestId('report-status');
  const toolbar = (p: Page) => p.getByRole('toolbar', { name: R.page.actions });
  const verificationPanel = (p: Page) => p.getByRole('tabpanel', { name: R.tabs.verification });
  const button = (p: Page, name: string) => p.getByRole('button', { name, exact: true });

  /** What the journey carries from one role's step to the next. */
  interface Journey {
    officer: Page;
    verifier: Page;
    token: string;
    ship: E2eShip;
    /** The report page's address on the company's screen and on the verifier's hub. */
    companyUrl: string;
    verifierUrl: string;
    /** The headline line's materiality as the verifier read it before the misstatement. */
    threshold: number;
    misstatement: number;
  }

  /** A lifecycle event from the report page's toolbar, confirmed in its dialog (with a comment). */
  async function sendPageEvent(p: Page, event: keyof typeof R.events, comment?: string) {
    await toolbar(p).getByRole('button', { name: R.events[event], exact: true }).click();
    const dialog = p.getByRole('alertdialog');
    if (comment) await dialog.getByRole('textbox').fill(comment);
    await dialog.getByRole('button', { name: R.events[event], exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async function openVerificationTab(p: Page, url: string) {
    await p.goto(url);
    await status(p).waitFor();
    await p.getByRole('tab', { name: R.tabs.verification }).click();
    await verificationPanel(p).getByRole('heading', { name: V.materiality.title }).waitFor();
  }

  /** The materiality table's row of the headline line: reported, materiality, uncorrected, status. */
  const headlineRow = (p: Page) =>
    verificationPanel(p)
      .getByRole('table', { name: V.materiality.title })
      .getByRole('row')
      .filter({ hasText: headline });
  const findingRow = (p: Page) =>
    verificationPanel(p).getByRole('table', { name: V.findings.title }).getByRole('row').filter({
      hasText: words.finding,
    });

  /**
   * The company's voyage Rotterdam → New York in 2025, locked (set up through the ledger's API as the
   * ship's systems write it); then the report officer walks the EU MRV wizard to a submitted report.
   */
  async function companySubmits(): Promise<Pick<Journey, 'officer' | 'token' | 'ship'>> {
    const officer = page;
    await logInIn(lang, officer, server, 'demo_company', DEMO_PASSWORD);
    const token = await tokenOf(officer);
    const api = { server, token };
    const ship = (await shipsWithImo(api))[SHIP_INDEX[lang]]!;
    const fuel = await mainFuel(api, ship.id);
    const portCall = portCalls(ship.imo, VOYAGE, [fuel]);
    await writeVoyageData(api, {
      records: [
        portCall(refs[0], 'NLRTM', '2025-05-01T08:00Z', '2025-05-02T08:00Z', [900, 890], 0),
        portCall(refs[1], 'USNYC', '2025-05-12T08:00Z', '2025-05-13T08:00Z', ROB.reported, 3400),
      ],
    });
    await lockVoyage({ server, token: token }, ship.id, VOYAGE);

    await officer.goto(`${server.baseUrl}/MRVReport/reportManagement-list`);
    await officer.getByRole('tab', { name: R.tabs.wizard }).click();
    const filter = officer.getByRole('search', { name: R.filters.label });
    await filter.getByLabel(R.filters.ship).selectOption(String(ship.id));
    await filter.getByLabel(R.filters.year).fill(String(YEAR));
    const candidates = officer.getByRole('table', { name: R.candidate.table });
    await candidates.waitFor();
    await candidates.getByRole('button', { name: R.wizard.choosePeriod }).first().click();
    await officer.getByText(R.wizard.complete).waitFor();
    const wizardStep = officer.getByRole('list', { name: R.wizard.label }).locator('[aria-current="step"]');
    await button(officer, R.wizard.next).click();
    await expect.poll(() => wizardStep.textContent()).toBe(R.wizard.steps.figures);
    await button(officer, R.wizard.next).click();
    await button(officer, R.wizard.next).click();
    await button(officer, R.wizard.lock).click();
    await button(officer, R.wizard.submit).click();
    await officer
      .getByRole('alertdialog', { name: R.wizard.submitAsk.title })
      .getByRole('button', { name: R.wizard.submitAsk.confirm, exact: true })
      .click();
    await officer.getByRole('status').filter({ hasText: R.status.submitted }).waitFor();
    return { officer, token, ship };
  }

  /**
   * The verifier opens the report from the inbox, draws the sample and marks each drawn record
   * checked with its evidence, reads the headline's materiality and records a misstatement above
   * it; "satisfactory" is refused by the server, in words, in the dialog.
   */
  async function verifierFindsAMaterialMisstatement(j: Pick<Journey, 'officer' | 'token' | 'ship'>) {
    const verifier = await another();
    await logInIn(lang, verifier, server, 'demo_class', DEMO_PASSWORD);
    await verifier.goto(`${server.baseUrl}/MRVReport/EmissionReport`);
    await verifier.getByRole('tab', { name: R.tabs.inbox }).click();
    await verifier
      .getByRole('table', { name: R.titles.inbox })
      .getByRole('row')
      .filter({ hasText: j.ship.imo })
      .getByRole('button', { name: new RegExp(`^${literally(R.list.open)}`) })
      .click();
    await status(verifier).filter({ hasText: R.status.submitted }).waitFor();
    const verifierUrl = verifier.url();
    const id = new URL(verifierUrl).searchParams.get('report');
    expect(id).toMatch(/^\d+$/);
    await openVerificationTab(verifier, verifierUrl);
    const panel = verificationPanel(verifier);

    // The sample, drawn with the report's own seed: both calls of the voyage, each checked.
    await panel.getByRole('button', { name: V.sample.draw, exact: true }).click();
    const sample = panel.getByRole('table', { name: V.sample.title });
    for (const ref of refs) {
      await sample.getByRole('button', { name: fill(V.sample.checkTitle, { ref }), exact: true }).click();
      const dialog = verifier.getByRole('alertdialog', { name: fill(V.sample.checkTitle, { ref }) });
      await dialog.getByRole('textbox').fill(words.check);
      await dialog.getByRole('button', { name: V.sample.save, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => sample.getByRole('row').filter({ hasText: ref }).textContent())
        .toContain(words.check);
    }
    await expect.poll(() => sample.getByRole('row').filter({ hasText: V.sample.notChecked }).count()).toBe(0);

    // Materiality as the screen shows it: the misstatement is twice the headline's.
    await expect.poll(() => headlineRow(verifier).locator('td').count()).toBe(5);
    const threshold = numberIn((await headlineRow(verifier).locator('td').nth(2).textContent()) ?? '');
    expect(threshold).toBeGreaterThan(0);
    const misstatement = Math.ceil(threshold * 2);
    await panel.getByRole('button', { name: V.findings.add, exact: true }).click();
    const form = verifier.getByRole('alertdialog', { name: V.findings.formTitle });
    await form.getByLabel(V.findings.kind).selectOption({ label: kit.findingKinds.misstatement });
    await form.getByLabel(V.findings.description).fill(words.finding);
    await form.getByLabel(V.findings.figure).selectOption({ label: headline });
    await form.getByLabel(V.findings.amount).fill(String(misstatement));
    await expectPlainTexts(verifier, 'new misstatement', lang, '[role="alertdialog"]');
    await form.getByRole('button', { name: V.findings.save, exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => findingRow(verifier).textContent()).toContain(kit.findingStates.open);
    await expect.poll(() => findingRow(verifier).textContent()).toContain(kit.findingKinds.misstatement);
    await expect.poll(() => headlineRow(verifier).textContent()).toContain(V.materiality.exceeds);
    const [thresholdText, uncorrectedText] = await headlineRow(verifier)
      .locator('td')
      .evaluateAll((cells) => [cells[2]!.textContent ?? '', cells[3]!.textContent ?? '']);
    expect(numberIn(uncorrectedText!)).toBe(misstatement);
    await expectPlainTexts(verifier, 'verification with a material misstatement', lang);

    // "Satisfactory" is refused: the dialog stays open with the server's words, and Back leaves it.
    await panel
      .getByRole('group', { name: V.opinion.give })
      .getByRole('button', { name: kit.opinions.satisfactory, exact: true })
      .click();
    const ask = verifier.getByRole('alertdialog', { name: kit.opinions.satisfactory });
    await ask.getByRole('button', { name: V.opinion.give, exact: true }).click();
    // The refusal names the line in words and the sums as the materiality table shows them.
    const refusal = fill(V.material, {
      line: headline,
      uncorrected: uncorrectedText!,
      threshold: thresholdText!,
    });
    await expect.poll(() => ask.getByRole('alert').textContent()).toBe(refusal);
    await expectPlainTexts(verifier, 'refused satisfactory opinion', lang, '[role="alertdialog"]');
    await ask.getByRole('button', { name: V.opinion.back, exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => status(verifier).textContent()).toBe(R.status.submitted);
    await expect
      .poll(() => verificationPanel(verifier).getByTestId('verification-opinion').textContent())
      .toContain(V.opinion.none);
    return {
      ...j,
      verifier,
      verifierUrl,
      companyUrl: `${server.baseUrl}/MRVReport/reportManagement-list?report=${id}`,
      threshold,
      misstatement,
    };
  }

  /**
   * The company reads the finding, recalls the report, corrects the call's ROB on the ledger
   * screen (unlock, edit, lock), regenerates, locks and resubmits, and answers the finding:
   * accepted, the figures corrected.
   */
  async function companyCorrectsAndResubmits(j: Journey) {
    const { officer, ship } = j;
    await openVerificationTab(officer, j.companyUrl);
    await expect.poll(() => findingRow(officer).textContent()).toContain(kit.findingStates.open);
    await expectPlainTexts(officer, 'verification read by the company', lang);
    await sendPageEvent(officer, 'recall');
    await status(officer).filter({ hasText: R.status.draft }).waitFor();

    // The ledger: unlock the voyage, correct the ROB on arrival at New York, lock it again.
    await officer.goto(`${server.baseUrl}/energyEfficiency/index`);
    const search = officer.getByRole('search', { name: L.title });
    await search.getByLabel(L.filters.keyword).fill(ship.imo);
    await search.getByRole('button', { name: L.filters.search }).click();
    const voyageRow = officer
      .getByRole('table', { name: L.title })
      .getByRole('row')
      .filter({ has: officer.getByRole('radio', { name: fill(L.actions.select, { voyageNo: VOYAGE }) }) })
      .filter({ hasText: ship.imo });
    await voyageRow.getByRole('button', { name: L.actions.unlock, exact: true }).click();
    const unlock = officer.getByRole('alertdialog');
    await unlock.getByLabel(L.confirm.comment).fill(words.unlock);
    await unlock.getByRole('button', { name: L.actions.unlock, exact: true }).click();
    await officer.getByRole('status').filter({ hasText: L.notice.unlocked }).waitFor();
    await voyageRow.getByRole('radio').check();
    const records = officer.getByRole('table', { name: L.tabs.records });
    // The call at New York (纽约: the Chinese name's column shows in either language).
    await records
      .getByRole('row')
      .filter({ hasText: '纽约' })
      .getByRole('button', { name: L.actions.edit })
      .click();
    const edit = officer.getByRole('dialog', { name: LF.title.portEdit });
    await edit.getByRole('tab', { name: new RegExp(`^${literally(LF.tabs.rob)}`) }).click();
    const fuelRow = edit.getByRole('group', { name: fill(LF.rows.row, { n: 1 }) });
    const robArrival = fuelRow.getByLabel(LF.fields.robArrivalT, { exact: true });
    await expect.poll(() => robArrival.inputValue()).toBe(String(ROB.reported[0]));
    // Both figures of the call were read from the same wrong sounding: 10 t less on each.
    await robArrival.fill(String(ROB.corrected[0]));
    await fuelRow.getByLabel(LF.fields.robDepartureT, { exact: true }).fill(String(ROB.corrected[1]));
    await edit.getByRole('button', { name: LF.actions.save }).click();
    await edit.waitFor({ state: 'detached' });
    await voyageRow.getByRole('button', { name: L.actions.lock, exact: true }).click();
    const lock = officer.getByRole('alertdialog');
    await lock.getByLabel(L.confirm.comment).fill(words.lock);
    await lock.getByRole('button', { name: L.actions.lock, exact: true }).click();
    await officer.getByRole('status').filter({ hasText: L.notice.locked }).waitFor();

    // The report: the ledger changed, its headline goes up; regenerate, lock, resubmit.
    await officer.goto(j.companyUrl);
    const stale = officer.getByRole('status').filter({ hasText: R.page.staleTitle });
    await expect.poll(() => stale.getByRole('row').filter({ hasText: headline }).count()).toBe(1);
    const [before, after] = await stale
      .getByRole('row')
      .filter({ hasText: headline })
      .locator('td')
      .evaluateAll((cells) => cells.slice(1).map((c) => c.textContent ?? ''));
    expect(numberIn(after!)).toBeGreaterThan(numberIn(before!));
    await expectPlainTexts(officer, 'report after the ledger correction', lang);
    await stale.getByRole('button', { name: R.page.regenerate, exact: true }).click();
    const regenerate = officer.getByRole('alertdialog', { name: R.page.regenerateTitle });
    await regenerate.getByRole('button', { name: R.page.regenerate, exact: true }).click();
    await regenerate.waitFor({ state: 'detached' });
    await stale.waitFor({ state: 'detached' });
    await sendPageEvent(officer, 'lock');
    await status(officer).filter({ hasText: R.status.locked }).waitFor();
    await sendPageEvent(officer, 'submit');
    await status(officer).filter({ hasText: R.status.submitted }).waitFor();

    // The answer: accepted, the figures corrected; the misstatement no longer counts.
    await openVerificationTab(officer, j.companyUrl);
    await findingRow(officer).getByRole('button', { name: V.findings.accept, exact: true }).click();
    const answer = officer.getByRole('alertdialog');
    await answer.getByLabel(V.findings.acceptedCorrected).check();
    await answer.getByRole('textbox').fill(words.answer);
    await answer.getByRole('button', { name: V.findings.send, exact: true }).click();
    await answer.waitFor({ state: 'detached' });
    await expect.poll(() => findingRow(officer).textContent()).toContain(kit.findingStates.accepted);
    await expect.poll(() => findingRow(officer).textContent()).toContain(V.findings.corrected);
    await expect.poll(() => headlineRow(officer).textContent()).toContain(V.materiality.within);
    await expectPlainTexts(officer, 'finding answered by the company', lang);
  }

  /**
   * The verifier reads the answer, gives "satisfactory with comments" with its statement; the
   * report shows verified with that opinion, the history every step and the finding its own.
   */
  async function verifierGivesSatisfactoryWithComments(j: Journey) {
    const { verifier } = j;
    await openVerificationTab(verifier, j.verifierUrl);
    await expect.poll(() => findingRow(verifier).textContent()).toContain(V.findings.corrected);
    await expect.poll(() => headlineRow(verifier).textContent()).toContain(V.materiality.within);
    const panel = verificationPanel(verifier);

    // A recommended improvement for the years to come (the next year's report carries it).
    await panel.getByRole('button', { name: V.findings.add, exact: true }).click();
    const form = verifier.getByRole('alertdialog', { name: V.findings.formTitle });
    await form.getByLabel(V.findings.kind).selectOption({ label: kit.findingKinds.improvement });
    await form.getByLabel(V.findings.description).fill(words.improvement);
    await form.getByRole('button', { name: V.findings.save, exact: true }).click();
    await form.waitFor({ state: 'detached' });
    const improvement = panel
      .getByRole('table', { name: V.findings.title })
      .getByRole('row')
      .filter({ hasText: words.improvement });
    await expect.poll(() => improvement.textContent()).toContain(kit.findingKinds.improvement);

    await panel
      .getByRole('group', { name: V.opinion.give })
      .getByRole('button', { name: kit.opinions.satisfactoryWithComments, exact: true })
      .click();
    const ask = verifier.getByRole('alertdialog', { name: kit.opinions.satisfactoryWithComments });
    // The statement is required: without it the dialog says so and stays.
    await ask.getByRole('button', { name: V.opinion.give, exact: true }).click();
    await ask.getByText(V.problems.statement).waitFor();
    await ask.getByRole('textbox', { name: V.opinion.statementLabel }).fill(words.statement);
    await ask.getByRole('textbox', { name: V.opinionExtra.team }).fill(words.team);
    await ask.getByRole('button', { name: V.opinion.give, exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await status(verifier).filter({ hasText: R.status.verified }).waitFor();
    await expect
      .poll(() => status(verifier).locator('..').textContent())
      .toContain(R.status.satisfactoryWithComments);
    const opinion = verificationPanel(verifier).getByTestId('verification-opinion');
    await expect.poll(() => opinion.textContent()).toContain(kit.opinions.satisfactoryWithComments);
    await expect.poll(() => opinion.textContent()).toContain(words.statement);
    await expectPlainTexts(verifier, 'verified with comments', lang);

    // The finding's history: recorded by the verifier, accepted by the company, by their roles.
    const toggle = findingRow(verifier).getByRole('button', {
      name: new RegExp(`^${literally(V.findings.history)} #\\d+$`),
    });
    const label = (await toggle.textContent())!;
    await toggle.click();
    const findingHistory = verifier.getByRole('table', { name: label, exact: true });
    await expect.poll(() => findingHistory.textContent()).toContain(V.findings.events.accepted);
    await expect.poll(() => findingHistory.textContent()).toContain(V.findings.events.recorded);
    const findingText = (await findingHistory.textContent()) ?? '';
    expect(findingText).toContain(kit.roleNames.class_society);
    expect(findingText).toContain(kit.roleNames.company_user);
    expect(findingText).toContain(words.answer);

    // The report's history: the first submission, the recall, the second, and the opinion.
    await verifier.getByRole('tab', { name: R.tabs.history }).click();
    const history = verifier.getByRole('table', { name: R.history.label });
    await history.waitFor();
    const text = (await history.textContent()) ?? '';
    for (const e of ['submit', 'recall', 'lock', 'verify'] as const) expect(text).toContain(R.events[e]);
    expect(text).toContain(`${R.status.submitted} → ${R.status.draft}`);
    expect(text).toContain(`${R.status.submitted} → ${R.status.verified}`);
    expect(text).toContain(words.statement);
    await expectPlainTexts(verifier, 'verified report, history', lang);
  }

  /** The visitor's page on the public portal (a browser without a session), opened once. */
  let visitorPage: Page | undefined;
  async function publicCheck(serial: string) {
    visitorPage ??= await another();
    const answer = await checkCertificateIn(lang, visitorPage, server.baseUrl, serial);
    await expectPlainTexts(visitorPage, `public check (${answer.state})`, lang);
    return answer;
  }

  /**
   * The satisfactory opinion gave the report its certificate: the verifier reads its serial on the
   * Verification tab, and a visitor checks it on the public page: valid, with the ship, period and
   * regime.
   */
  async function certificateChecksValid(j: Journey): Promise<string> {
    const C = V.certificate;
    await openVerificationTab(j.verifier, j.verifierUrl);
    const certificate = verificationPanel(j.verifier).getByTestId('certificate');
    await expect.poll(() => certificate.textContent()).toContain(C.states.valid);
    await expect.poll(() => certificate.textContent()).toContain(C.kinds.verifiedSatisfactory);
    const serial = ((await certificate.locator('code').first().textContent()) ?? '').trim();
    expect(serial).toMatch(/^VAS-2025-\d{6}-[0-9A-F]{8}$/);
    const K = TEXTS[lang].documents.portal.certification.check;
    const answer = await publicCheck(serial);
    expect(answer.state).toBe('valid');
    expect(answer.text).toContain(K.state.valid);
    expect(answer.text).toContain(j.ship.imo);
    expect(answer.text).toContain(K.regimes.euMrv);
    return serial;
  }

  /**
   * The verifier confirms the verified report; the authority (the ship is under Shanghai MSA)
   * finds it in the queue on its dashboard, opens it and accepts it.
   */
  async function authorityAccepts(j: Journey) {
    await j.verifier.goto(j.verifierUrl);
    await status(j.verifier).filter({ hasText: R.status.verified }).waitFor();
    await sendPageEvent(j.verifier, 'confirm');
    await status(j.verifier).filter({ hasText: R.status.confirmed }).waitFor();

    await server.db
      .insert(shipAuthorities)
      .values({ shipId: j.ship.id, authorityCode: 'MSA-SH' })
      .onConflictDoNothing();
    const authority = await another();
    await logInIn(lang, authority, server, 'demo_authority', DEMO_PASSWORD);
    const queue = authority.getByRole('table', { name: V.authority.title });
    await queue.waitFor();
    const row = queue.getByRole('row').filter({ hasText: j.ship.imo });
    await expect.poll(() => row.textContent()).toContain(R.regimes.euMrv);
    await expect.poll(() => row.textContent()).toContain(kit.opinions.satisfactoryWithComments);
    await expectPlainTexts(authority, 'dashboard, a report to review', lang);
    await row.getByRole('link').click();
    await status(authority).filter({ hasText: R.status.confirmed }).waitFor();
    await toolbar(authority).getByRole('button', { name: R.events.accept, exact: true }).click();
    const ask = authority.getByRole('alertdialog');
    await ask.getByRole('button', { name: R.events.accept, exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await status(authority).filter({ hasText: R.status.accepted }).waitFor();
    await expectPlainTexts(authority, 'accepted report', lang);
    // The acceptance keeps the certificate standing.
    await authority.getByRole('tab', { name: R.tabs.verification }).click();
    await expect
      .poll(() => verificationPanel(authority).getByTestId('certificate').textContent())
      .toContain(V.certificate.states.valid);
  }

  /**
   * Next year: the company generates, locks and submits the ship's 2026 report (set up through the
   * API, as the wizard does above); the verifier opens it and finds last year's recommended
   * improvement under "From the previous period", and closes it.
   */
  async function nextYearCarriesTheImprovement(j: Journey) {
    const candidates = await call(
      server,
      j.token,
      'GET',
      `/api/reports/candidates?regime=euMrv&shipId=${j.ship.id}&year=${YEAR + 1}`,
    );
    expect(candidates.status, JSON.stringify(candidates.body)).toBe(200);
    const period = (candidates.body.data as CandidatePeriod[]).at(-1)!;
    // Every voyage of the period locked, as the wizard's "lock all" does.
    for (const v of period.unlockedVoyages ?? []) {
      const got = await call(server, j.token, 'GET', `/api/voyages/${v.id}`);
      const locked = await call(server, j.token, 'POST', `/api/voyages/${v.id}/lock`, {
        event: 'lock',
        version: got.body.data.version,
      });
      expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    }
    const made = await call(server, j.token, 'POST', '/api/reports', {
      regime: 'euMrv',
      shipId: j.ship.id,
      period: { start: period.start, end: period.end },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    for (const type of ['lock', 'submit'] as const) {
      const r = await call(server, j.token, 'GET', `/api/reports/${id}`);
      const res = await call(server, j.token, 'POST', `/api/reports/${id}/events`, {
        type,
        version: r.body.data.version,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }

    const url = new URL(j.verifierUrl);
    url.searchParams.set('report', String(id));
    await openVerificationTab(j.verifier, url.toString());
    const C = V.carried;
    const carried = verificationPanel(j.verifier).getByRole('table', { name: C.title });
    const row = carried.getByRole('row').filter({ hasText: words.improvement });
    await expect.poll(() => row.textContent()).toContain(kit.findingKinds.improvement);
    await expect.poll(() => row.textContent()).toContain(kit.findingStates.open);
    await expectPlainTexts(j.verifier, 'next year, carried findings', lang);
    await row.getByRole('button', { name: new RegExp(`^${literally(C.closeLabel.split('#')[0]!)}`) }).click();
    const ask = j.verifier.getByRole('alertdialog');
    // A close says why: without a comment the dialog says so and stays.
    await ask.getByRole('button', { name: C.save, exact: true }).click();
    await ask.getByText(C.problems.comment).waitFor();
    await ask.getByRole('textbox').fill(words.closed);
    await ask.getByRole('button', { name: C.save, exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain(kit.findingStates.closed);
  }

  /**
   * The company corrects the accepted 2025 report (a correction supersedes the version): the
   * certificate's serial now checks as superseded, still naming the ship, period and regime.
   */
  async function correctionSupersedesTheCertificate(j: Journey, serial: string) {
    await j.officer.goto(j.companyUrl);
    await status(j.officer).filter({ hasText: R.status.accepted }).waitFor();
    await sendPageEvent(j.officer, 'correct', words.correction);
    await status(j.officer).filter({ hasText: R.status.draft }).waitFor();
    const K = TEXTS[lang].documents.portal.certification.check;
    const answer = await publicCheck(serial);
    expect(answer.state).toBe('superseded');
    expect(answer.text).toContain(K.state.superseded);
    expect(answer.text).toContain(j.ship.imo);
  }

  it(`the company submits; the verifier samples, records a material misstatement and is refused "satisfactory"; the company corrects the ledger and resubmits; the verifier gives "satisfactory with comments"; the certificate checks valid; the authority accepts; next year carries the improvement; a correction supersedes the certificate (${lang})`, async () => {
    const submitted = await companySubmits();
    const journey = await verifierFindsAMaterialMisstatement(submitted);
    await companyCorrectsAndResubmits(journey);
    await verifierGivesSatisfactoryWithComments(journey);

    const serial = await certificateChecksValid(journey);
    await authorityAccepts(journey);
    await nextYearCarriesTheImprovement(journey);
    await correctionSupersedesTheCertificate(journey, serial);
  }, 420_000);
});
