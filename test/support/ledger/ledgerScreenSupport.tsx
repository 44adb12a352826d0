import { act, render } from '@testing-library/react';
import { BaseStyles, ThemeProvider } from '@primer/react';
import type { ActorRefFrom } from 'xstate';
import type { LedgerEpisodeDto, LedgerRecordDto, StateHistoryDto, VoyageDto } from '../../../src/domain/api';
import type { AlertDto } from '../../../src/domain/analysis/dto';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import type { voyageScreenMachine } from '../../../src/machines/ledger/voyageScreenMachine';
import { VoyageScreenView, type VoyageScreenProps } from '../../../src/views/ledger/VoyageScreen';
import { installDomShims } from '../renderApp';

await loadAreaTexts('system', 'fleet', 'ledger');

export const RECORD = (
  id: number,
  voyageId: number,
  locked: boolean,
  refCode = `R-${id}`,
): LedgerRecordDto => ({
  id,
  version: 1,
  voyageId,
  voyageLocked: locked,
  portNameEn: 'Rotterdam',
  portNameZh: '鹿特丹',
  record: {
    refCode,
    ship: '9123456',
    voyageNo: voyageId === 1 ? 'V001' : 'V002',
    kind: 'port',
    port: 'NLRTM',
    inPortLimits: true,
    arrival: '2025-03-05T14:30+01:00',
    departure: '2025-03-06T08:00+01:00',
    distanceNm: 1200,
    purposes: [1, 4],
    cargo: { arrival: { cargoT: 40000 }, departure: { cargoT: 0 } },
    fuels: [{ fuel: '1', robArrivalT: 500, robDepartureT: 620 }],
  } as LedgerRecordDto['record'],
});

export const EPISODE = (id: number, voyageId: number, locked: boolean): LedgerEpisodeDto => ({
  id,
  version: 1,
  voyageId,
  voyageLocked: locked,
  episode: {
    refCode: `E-${id}`,
    ship: '9123456',
    voyageNo: 'V001',
    kind: 'ice',
    begin: '2025-03-02T00:00+00:00',
    end: '2025-03-02T12:00+00:00',
    distanceNm: 80,
    fuels: [{ fuel: '1', consumedT: 6.5 }],
  } as LedgerEpisodeDto['episode'],
});

export const HISTORY: StateHistoryDto[] = [
  {
    id: 1,
    fromState: 'unlocked',
    event: 'lock',
    toState: 'locked',
    actorName: 'Auditor Li',
    role: 'class_society',
    at: '2025-04-01T08:00:00.000Z',
    comment: 'verified',
  },
];

/** What the ledger's read calls answer in view tests (records by voyage); every URL asked is kept. */
export const ledgerServer = {
  requested: [] as string[],
  records: new Map<number, LedgerRecordDto[]>(),
  episodes: new Map<number, LedgerEpisodeDto[]>(),
  history: new Map<number, StateHistoryDto[]>(),
  /** The voyages call's answer. */
  voyages: { items: [] as VoyageDto[], total: 0, page: 1, size: 20 },
  /** The consumption alerts call's answer (one page). */
  alerts: [] as AlertDto[],
  /** A status to answer the voyages call with instead (an error state). */
  failList: 0,
  /** A status to answer the detail calls with instead (an error state). */
  failDetail: 0,
  reset() {
    this.requested.length = 0;
    this.records = new Map([
      [1, [RECORD(1, 1, false)]],
      [2, [RECORD(2, 2, true)]],
    ]);
    this.episodes = new Map([[1, [EPISODE(1, 1, false)]]]);
    this.history = new Map([[2, HISTORY]]);
    this.voyages = { items: [], total: 0, page: 1, size: 20 };
    this.alerts = [];
    this.failList = 0;
    this.failDetail = 0;
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the lower panel's calls and the company picker from `ledgerServer`. */
export function stubLedgerFetch() {
  globalThis.fetch = (async (url: string) => {
    ledgerServer.requested.push(String(url));
    const { pathname } = new URL(String(url), 'http://localhost');
    if (pathname === '/api/fleet/companies/options')
      return json({
        success: true,
        data: {
          items: [{ id: 1, nameZh: '海运集团', nameEn: 'Haiyun Shipping Group' }],
          total: 1,
          page: 1,
          size: 500,
        },
      });
    // The ships the Add choice offers (the fleet's list, already limited to the user's scope).
    if (pathname === '/api/fleet/ships')
      return json({
        success: true,
        data: {
          items: [
            { id: 7, nameEn: 'HAIYUN GLORY', nameZh: '海运荣耀', imo: '9123456', registrationNo: null },
            { id: 8, nameEn: 'RIVER STAR', nameZh: null, imo: null, registrationNo: 'CN-R-88' },
          ],
          total: 2,
          page: 1,
          size: 500,
        },
      });
    if (pathname === '/api/voyages')
      return ledgerServer.failList
        ? json({ success: false, code: 'unknown', message: 'Internal error' }, ledgerServer.failList)
        : json({ success: true, data: ledgerServer.voyages });
    if (pathname === '/api/alerts')
      return json({
        success: true,
        data: { items: ledgerServer.alerts, total: ledgerServer.alerts.length, page: 1, size: 500 },
      });
    const m = /^\/api\/voyages\/(\d+)\/(records|episodes|history)$/.exec(pathname);
    if (m) {
      if (ledgerServer.failDetail)
        return json({ success: false, code: 'not_found', message: 'Not found.' }, ledgerServer.failDetail);
      const id = Number(m[1]);
      const data = ledgerServer[m[2] as 'records' | 'episodes' | 'history'].get(id) ?? [];
      return json({ success: true, data });
    }
    return json({ success: false, code: 'not_found', message: 'Not found.' }, 404);
  }) as typeof fetch;
}

export function setUpLedgerTests() {
  installDomShims();
  initI18n('en');
  stubLedgerFetch();
  ledgerServer.reset();
}

/** The screen's view for an actor the test owns; `can` grants every button unless told otherwise. */
export async function renderVoyageScreen(
  actor: ActorRefFrom<typeof voyageScreenMachine>,
  props: VoyageScreenProps & { can?: (perm: string) => boolean } = {},
) {
  const { can = () => true, ...rest } = props;
  await act(async () => {
    render(
      <ThemeProvider colorMode="day">
        <BaseStyles>
          <VoyageScreenView actorRef={actor} can={can} {...rest} />
        </BaseStyles>
      </ThemeProvider>,
    );
  });
}
