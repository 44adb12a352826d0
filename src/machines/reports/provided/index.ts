import type { CandidatePeriod, Regime, ReportDto } from '../../../domain/reports/types';
import { fromPromise } from 'xstate';
import { ApiError } from '../../../domain/apiError';
import { REGIME_TABLE, type WizardStep } from '../../../domain/reports/regimes';
import * as api from '../../../services/reportsApi';
import { lockVoyagesBulk } from '../../../services/ledgerApi';
import { readWizardPlace, writeWizardPlace } from '../../../services/reportWizardStorage';
import { saveBlob } from '../../../services/download';
import { fetchMachine } from '../../fetchMachine';
import { candidateListMachine } from '../candidateListMachine';
import { correctionsToSave } from '../corrections';
import { reportPageMachine } from '../reportPageMachine';
import {
  chosenCandidate,
  savedOf,
  submissionWizardMachine,
  type WizardSaved,
} from '../submissionWizardMachine';

/** The report screens' actors on the client (src/services/reportsApi.ts). */

const period = (c: CandidatePeriod) => ({ start: c.start, end: c.end });

/** The chosen period's report: open the generated one, or generate it now. */
const reportFor = (regime: Regime, shipId: number, candidate: CandidatePeriod, signal: AbortSignal) =>
  candidate.reportId
    ? api.getReport(candidate.reportId, signal)
    : api.generateReport({ regime, shipId, period: period(candidate) }, signal);

export const candidateListClient = candidateListMachine.provide({
  actors: {
    loadCandidates: fromPromise(({ input, signal }) => api.listCandidates(input, signal)),
    generate: fromPromise(({ input, signal }) =>
      api.generateReport(
        { regime: input.regime, shipId: input.shipId, period: period(input.candidate) },
        signal,
      ),
    ),
  },
});

export const reportPageClient = reportPageMachine.provide({
  actors: {
    loadReport: fromPromise(({ input, signal }) => api.getReport(input.id, signal)),
    sendEvent: fromPromise(({ input, signal }) =>
      api.sendReportEvent(
        input.id,
        { type: input.type, comment: input.comment, version: input.version },
        signal,
      ),
    ),
    regenerate: fromPromise(({ input, signal }) => api.regenerateReport(input.id, input.version, signal)),
    saveCorrections: fromPromise(({ input, signal }) =>
      api.saveCorrections(
        input.id,
        { version: input.version, corrections: correctionsToSave(input.corrections) },
        signal,
      ),
    ),
  },
});

/** A stored place, if it has the shape the wizard wrote (anything else starts afresh). */
export function wizardPlaceOf(regime: Regime): WizardSaved | null {
  const p = readWizardPlace(regime) as Partial<WizardSaved> | null;
  if (!p || !REGIME_TABLE[regime].wizardSteps.includes(p.step as WizardStep) || typeof p.year !== 'number')
    return null;
  return {
    step: p.step as WizardStep,
    shipId: typeof p.shipId === 'number' ? p.shipId : null,
    year: p.year,
    periodStart: typeof p.periodStart === 'string' ? p.periodStart : null,
    reportId: typeof p.reportId === 'number' ? p.reportId : null,
  };
}

export const submissionWizardClient = submissionWizardMachine.provide({
  actors: {
    loadCandidates: fromPromise(({ input, signal }) => api.listCandidates(input, signal)),
    prepareReport: fromPromise(({ input, signal }) =>
      reportFor(input.regime, input.shipId, input.candidate, signal),
    ),
    restore: fromPromise(async ({ input, signal }) => {
      const { saved, regime } = input;
      if (saved.shipId === null) return { candidates: [], report: null };
      const candidates = await api.listCandidates({ regime, shipId: saved.shipId, year: saved.year }, signal);
      const candidate = chosenCandidate({ candidates, periodStart: saved.periodStart });
      const reportId = candidate?.reportId ?? null;
      const report: ReportDto | null = reportId ? await api.getReport(reportId, signal) : null;
      return { candidates, report };
    }),
    saveCorrections: fromPromise(({ input, signal }) =>
      api.saveCorrections(
        input.id,
        { version: input.version, corrections: correctionsToSave(input.corrections) },
        signal,
      ),
    ),
    sendEvent: fromPromise(({ input, signal }) =>
      api.sendReportEvent(input.id, { type: input.type, version: input.version }, signal),
    ),
    loadReport: fromPromise(({ input, signal }) => api.getReport(input.id, signal)),
    lockVoyages: fromPromise(({ input, signal }) => lockVoyagesBulk(input, signal)),
  },
  actions: {
    persist: ({ context }, params) => writeWizardPlace(context.regime, savedOf(context, params.step)),
  },
});

/** One report's state history (the History tab). */
export const reportHistoryMachine = (id: number) =>
  fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => api.reportHistory(id, signal)) } });

/** The legs and records behind one total ("why this number"). */
export const reportSourcesMachine = (id: number, key: string) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => api.reportSources(id, key, signal)) },
  });

/** The emission report hub: ship × year × regime for the filters given. */
export const reportHubMachine = (query: { year?: number; regime?: Regime; status?: string }) =>
  fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => api.reportHub(query, signal)) } });

/**
 * The hub's Generate on a ship-year: the year's first period that can be generated, generated now
 * (the report it answers opens next). A year with none open answers `report.no_open_period`; the
 * guided submission names what blocks it.
 */
export const hubGenerateMachine = (row: { regime: Regime; shipId: number; year: number }) =>
  fetchMachine.provide({
    actors: {
      fetch: fromPromise(async ({ signal }) => {
        const candidates = await api.listCandidates(row, signal);
        const open = candidates.find((c) => c.status === 'generatable');
        if (!open) throw new ApiError(409, 'report.no_open_period', '');
        return api.generateReport({ regime: row.regime, shipId: row.shipId, period: period(open) }, signal);
      }),
    },
  });

/** The verifier's inbox: submitted reports waiting for confirmation. */
export const reportInboxMachine = () =>
  fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => api.reportInbox(signal)) } });

/** The regime's stored reports (every version), for the list screens. */
export const reportListMachine = (query: { regime: Regime; shipId?: number; year?: number }) =>
  fetchMachine.provide({
    actors: { fetch: fromPromise(({ signal }) => api.listReports({ ...query, size: 200 }, signal)) },
  });

/** The ships the user may report for. */
export const reportShipsMachine = () =>
  fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => api.listReportShips(signal)) } });

/** An export as a file the browser saves. */
export async function downloadReport(id: number, format: string, lang: 'zh' | 'en') {
  const blob = await api.exportReport(id, format, lang);
  saveBlob(blob, `report-${id}-${format}-${lang}${format.startsWith('xml') ? '.xml' : '.xlsx'}`);
}
