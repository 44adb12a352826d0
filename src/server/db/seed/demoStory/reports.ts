import { CII_SCOPE } from '../../../../domain/registry/ciiScope.js';
import type { Regime, ReportPeriod } from '../../../../domain/reports/types.js';
import type { AuthUser } from '../../../types.js';
import type { Db } from '../../client.js';
import { scopedShipList } from '../../../repositories/cii/ratingsStore.js';
import { unlockedVoyages } from '../../../repositories/reports/store.js';
import { shipScope } from '../../../scope/ships.js';
import { lockVoyagesBulk } from '../../../services/ledger/lockBulk.js';
import { reportEvent } from '../../../services/reports/events.js';
import { candidatesOf, generateReport } from '../../../services/reports/generation.js';
import type { Caller } from '../../../services/reports/permissions.js';
import { demoActor } from './actors.js';

/** What the story filed for one regime. */
export interface RegimeStory {
  confirmed: number;
  inVerification: number;
  returned: { shipId: number; reportId: number } | null;
}

export interface ReportStoryResult {
  voyagesLocked: number;
  /** Over every regime of the story. */
  confirmed: number;
  inVerification: number;
  /** The IMO DCS report sent back (the walk's task c starts from it). */
  returned: { shipId: number; reportId: number } | null;
  byRegime: Record<StoryRegime, RegimeStory>;
}

/**
 * The regimes the story files, IMO DCS first: its periods cover the whole year, so locking its
 * voyages locks those of the regional reports too. The EU, FuelEU and UK ones exist only for the
 * ships and years whose ledger has voyages to those ports (each generator's candidate periods say
 * so), and each regime's first year is its generator's to decide (FuelEU from 2025). China MSA and
 * EU ETS are left to the user: the EU MRV report already stands for the EU in the EU hub.
 */
export const STORY_REGIMES = ['imoDcs', 'euMrv', 'fuelEu', 'ukMrv'] as const satisfies readonly Regime[];
export type StoryRegime = (typeof STORY_REGIMES)[number];

/** The verifier's reason for sending one of last year's reports back, in both languages. */
export const RETURN_REASON =
  '3 月航次的燃油消耗与 ROB 记录不一致，请核对后重新提交。 / ' +
  'The fuel consumed on the March voyages does not match the ROB records; please check and resubmit.';

const DAY = 86_400_000;

/**
 * When each step of a year's reports happened: past years' reports were filed and verified in the
 * first quarter after the year; last year's were filed in the current year, spread over the time
 * from 1 January to the first start, so every instant is in the past whatever day that is.
 */
function timeline(year: number, lastYear: number, now: number) {
  if (year < lastYear) {
    const at = (month: number, day: number) => new Date(Date.UTC(year + 1, month - 1, day, 9));
    return {
      voyages: at(1, 10),
      generate: at(1, 12),
      lock: at(1, 15),
      submit: at(1, 25),
      verify: at(3, 5),
    };
  }
  const start = Date.UTC(year + 1, 0, 1);
  const span = Math.max(now - start, 5 * DAY);
  const at = (f: number) => new Date(Math.min(start + f * span, now - DAY));
  return { voyages: at(0.05), generate: at(0.08), lock: at(0.12), submit: at(0.2), verify: at(0.3) };
}

/**
 * The reports of the demo fleet's past years, through the services the API uses (voyage locks
 * through the voyage-lock chart, every report event through the lifecycle chart, each with its
 * state-history row, actor and reason):
 * - every period before last year, of each regime in `STORY_REGIMES`: voyages locked, report
 *   generated, locked and submitted by the company, confirmed by the class society;
 * - last year's: filed the same way and waiting in the verifier's inbox, one per regime sent back
 *   with a reason (a draft again, for the company to correct);
 * - the current year: nothing filed, its voyages open.
 * The company user files for the ships in its scope; the administrator for the independent
 * owner's ships, which no demo account works for.
 */
export async function seedReportStory(db: Db, now: number): Promise<ReportStoryResult> {
  const [company, admin, verifier] = await Promise.all(
    ['demo_company', 'admin', 'demo_class'].map((u) => demoActor(db, u)),
  );
  const companyShips = new Set((await scopedShipList(db, company)).map((s) => s.id));
  const fleet = await scopedShipList(db, admin);
  const thisYear = new Date(now).getUTCFullYear();
  const lastYear = thisYear - 1;
  const byRegime = Object.fromEntries(
    STORY_REGIMES.map((r) => [r, { confirmed: 0, inVerification: 0, returned: null }]),
  ) as Record<StoryRegime, RegimeStory>;
  const out: ReportStoryResult = {
    voyagesLocked: 0,
    confirmed: 0,
    inVerification: 0,
    returned: null,
    byRegime,
  };
  // The verifier returns, per regime, the first report of the company's ships, so the company user
  // meets one in each hub and on the dashboard.
  const companyFirst = [...fleet].sort(
    (a, b) => Number(companyShips.has(b.id)) - Number(companyShips.has(a.id)),
  );
  const caller = (user: AuthUser, at: Date): Caller => ({ user, lang: 'en', at });
  const lock = async (user: AuthUser, voyages: { id: number }[], at: Date) => {
    if (!voyages.length) return;
    const actor = { userId: user.userId, roleCode: user.roleCode };
    const ids = voyages.map((v) => v.id);
    const r = await lockVoyagesBulk(db, shipScope(user), actor, { voyageIds: ids }, at, 'en');
    out.voyagesLocked += r.locked.length;
  };

  for (const ship of companyFirst) {
    const filer = companyShips.has(ship.id) ? company : admin;
    for (let year = CII_SCOPE.firstYear; year <= lastYear; year++) {
      const when = timeline(year, lastYear, now);
      for (const regime of STORY_REGIMES) {
        const story = byRegime[regime];
        const periods = (await candidatesOf(db, regime, ship.id, year, 'en')).filter(
          (c) => c.status === 'generatable',
        );
        for (const c of periods) {
          const period: ReportPeriod = { start: c.start, end: c.end };
          await lock(filer, c.unlockedVoyages ?? (await unlockedVoyages(db, ship.id, period)), when.voyages);
          let dto = await generateReport(db, caller(filer, when.generate), regime, ship.id, period);
          dto = await reportEvent(db, caller(filer, when.lock), dto.id, {
            type: 'lock',
            version: dto.version,
          });
          dto = await reportEvent(db, caller(filer, when.submit), dto.id, {
            type: 'submit',
            version: dto.version,
          });
          if (year < lastYear) {
            await reportEvent(db, caller(verifier, when.verify), dto.id, {
              type: 'confirm',
              version: dto.version,
            });
            story.confirmed++;
          } else if (!story.returned && companyShips.has(ship.id)) {
            await reportEvent(db, caller(verifier, when.verify), dto.id, {
              type: 'return',
              comment: RETURN_REASON,
              version: dto.version,
            });
            story.returned = { shipId: ship.id, reportId: dto.id };
          } else story.inVerification++;
        }
      }
    }
    // Voyages of the past years no report period covers (the days before the first snapshot).
    const before = {
      start: new Date(0).toISOString(),
      end: new Date(Date.UTC(thisYear, 0, 1)).toISOString(),
    };
    await lock(filer, await unlockedVoyages(db, ship.id, before), timeline(lastYear, lastYear, now).voyages);
  }
  out.confirmed = STORY_REGIMES.reduce((n, r) => n + byRegime[r].confirmed, 0);
  out.inVerification = STORY_REGIMES.reduce((n, r) => n + byRegime[r].inVerification, 0);
  out.returned = byRegime.imoDcs.returned;
  return out;
}
