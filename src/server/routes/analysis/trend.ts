import type { FastifyInstance } from 'fastify';
import {
  averageSpeed,
  correlationMatrix,
  fitCurve,
  fitPoints,
  legMetrics,
  rollingWindows,
  type LegFacts,
} from '../../../domain/analysis/index.js';
import type { FuelAnalysisDto, RelevanceDto, TrendDto } from '../../../domain/analysis/dto.js';
import {
  FuelQuery,
  RelevanceQuery,
  TrendQuery,
  type RelevanceVariable,
} from '../../../domain/schemas/analysis.js';
import {
  EMPTY_SUMS,
  addSums,
  fuelByClass,
  statIndicators,
  STAT_PARAMETER_SET,
} from '../../../domain/statistics/indicators.js';
import { bucketRange } from '../../../domain/statistics/buckets.js';
import type { FuelSum, LegSums, StatBucket } from '../../../domain/statistics/types.js';
import { ok } from '../../http/reply.js';
import { parseQuery } from '../../http/validate.js';
import { consumerFuel, curvesOf, legFacts } from '../../repositories/analysis.js';
import { aggregateLegs } from '../../repositories/statistics.js';
import { fuelByBucket } from '../../services/analysis/fuelByMonth.js';
import { cachedLegAnswer, filtersOf, subjectOf, yearStart } from './subject.js';

/** The comparison screen runs the trend once per condition set, so its page grants the call too. */
const TREND_PERMS = ['analysis:trend:list', 'analysis:comparison:list'] as const;

/**
 * Calendar years to read before the range so the first window is whole: a 3-month window in
 * January also holds November and December (the rolling window really rolls, docs/analysis.md §2).
 */
function leadYears(bucket: StatBucket, window: number): number {
  if (bucket === 'voyage' || window === 1) return 0;
  const perYear = bucket === 'month' ? 12 : bucket === 'quarter' ? 4 : 1;
  return Math.ceil((window - 1) / perYear);
}

/** Relevance: operating variables (rows) against indicators (columns). */
const OPERATING: RelevanceVariable[] = ['speedKn', 'cargoT', 'hoursUnderway'];
const INDICATORS: RelevanceVariable[] = ['dailyFuelAtSeaT', 'fuelPerNmKg', 'co2PerNmKg', 'eeoi'];
/** At most this many points go to the scatter (an even sample of the legs beyond it). */
const MAX_POINTS = 5000;

function variableOf(l: LegFacts): Record<RelevanceVariable, number | null> {
  const m = legMetrics(l);
  return {
    speedKn: averageSpeed(l),
    cargoT: l.cargoT,
    hoursUnderway: l.hoursUnderway,
    dailyFuelAtSeaT: m.dailyFuelAtSeaT,
    fuelPerNmKg: m.fuelPerNmKg,
    co2PerNmKg: m.co2PerNmKg,
    eeoi: m.co2PerTwG,
  };
}

export default async function trendRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get(
    '/analysis/trend',
    { config: { perm: TREND_PERMS, doc: { summary: 'Trend of the seven indicators', query: TrendQuery } } },
    async (req, reply) => {
      const q = parseQuery(req, TrendQuery);
      const subject = await subjectOf(req, q);
      return cachedLegAnswer(req, reply, async () => {
        const lead = leadYears(q.bucket, q.window);
        const rows = await aggregateLegs(db, req.user!, {
          ...subject,
          from: yearStart(q.fromYear - lead),
          to: yearStart(q.toYear + 1),
          bucket: q.bucket,
          filters: filtersOf(q),
          perShip: false,
        });
        let keys: string[];
        let ordered: (LegSums | undefined)[];
        if (q.bucket === 'voyage') {
          keys = rows.map((r) => r.bucket);
          ordered = rows;
        } else {
          const byKey = new Map(rows.map((r) => [r.bucket, r]));
          keys = bucketRange(q.fromYear - lead, q.toYear, q.bucket);
          ordered = keys.map((k) => byKey.get(k));
        }
        const windows = rollingWindows(ordered, q.window, addSums, EMPTY_SUMS);
        const skip =
          q.bucket === 'voyage' ? 0 : keys.length - bucketRange(q.fromYear, q.toYear, q.bucket).length;
        const body: TrendDto = {
          bucket: q.bucket,
          window: q.window,
          parameterSet: STAT_PARAMETER_SET,
          points: keys.slice(skip).map((bucket, i) => {
            const w = windows[i + skip];
            return { bucket, legs: w.legs, indicators: w.legs ? statIndicators(w) : null };
          }),
        };
        return ok(body);
      });
    },
  );

  app.get(
    '/analysis/fuel',
    {
      config: {
        perm: 'analysis:fuel:list',
        doc: { summary: 'Fuel by class, at sea and in port, by consumer', query: FuelQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, FuelQuery);
      const subject = await subjectOf(req, q);
      const from = yearStart(q.fromYear);
      const to = yearStart(q.toYear + 1);
      const sel = { shipId: q.shipId, companyId: q.companyId, filters: filtersOf(q) };
      // Calendar buckets apportion each leg by its time at sea in each month; a voyage is whole.
      const points =
        q.bucket === 'voyage'
          ? (
              await aggregateLegs(db, req.user!, {
                ...subject,
                from,
                to,
                bucket: q.bucket,
                filters: filtersOf(q),
                perShip: false,
              })
            ).map((r) => ({ bucket: r.bucket, fuels: fuelByClass(r.fuels) }))
          : await fuelByBucket(db, req.user!, sel, { from, to, bucket: q.bucket });
      const metered = await consumerFuel(db, req.user!, sel, from, to);
      const byConsumer = new Map<string, FuelSum[]>();
      for (const m of metered)
        byConsumer.set(m.consumer, [
          ...(byConsumer.get(m.consumer) ?? []),
          { code: m.code as FuelSum['code'], atSeaT: m.atSeaT, inPortT: m.inPortT },
        ]);
      const body: FuelAnalysisDto = {
        points,
        consumers: [...byConsumer].map(([consumer, fuels]) => ({ consumer, fuels: fuelByClass(fuels) })),
      };
      return ok(body);
    },
  );

  app.get(
    '/analysis/relevance',
    {
      config: {
        perm: 'analysis:relevance:list',
        doc: { summary: 'Correlation of operating variables and indicators', query: RelevanceQuery },
      },
    },
    async (req) => {
      const q = parseQuery(req, RelevanceQuery);
      if (q.shipId !== undefined) await subjectOf(req, q);
      const legs = await legFacts(
        db,
        req.user!,
        { shipId: q.shipId, companyId: q.companyId, filters: filtersOf(q) },
        { kind: 'imo', from: yearStart(q.fromYear), to: yearStart(q.toYear + 1) },
      );
      const vars = legs.map(variableOf);
      const series = Object.fromEntries(
        [...OPERATING, ...INDICATORS, q.x, q.y].map((k) => [k, vars.map((v) => v[k])]),
      ) as Record<RelevanceVariable, (number | null)[]>;
      const all = legs.flatMap((l, i) => {
        const x = vars[i][q.x];
        const y = vars[i][q.y];
        return x !== null && y !== null && Number.isFinite(x) && Number.isFinite(y)
          ? [{ legId: l.id, x, y }]
          : [];
      });
      const stride = Math.ceil(all.length / MAX_POINTS);
      const points = stride > 1 ? all.filter((_, i) => i % stride === 0) : all;
      // Fuel per day against speed follows the propeller law (≈ a·v³): a power fit; anything else a line.
      const speedFuel = q.x === 'speedKn' && q.y === 'dailyFuelAtSeaT';
      const fit = fitCurve(series[q.x], series[q.y], speedFuel ? 'power' : 'linear');
      const xs = all.map((p) => p.x);
      const curve =
        speedFuel && q.shipId !== undefined ? ((await curvesOf(db, [q.shipId])).get(q.shipId) ?? []) : [];
      const body: RelevanceDto = {
        rows: OPERATING,
        columns: INDICATORS,
        cells: correlationMatrix(series, OPERATING, INDICATORS),
        x: q.x,
        y: q.y,
        points,
        fit,
        fitCurve: fit && xs.length ? fitPoints(fit, Math.min(...xs), Math.max(...xs)) : [],
        theoretical: curve.map((c) => ({ x: c.speed, y: c.shipDaily })),
      };
      return ok(body);
    },
  );
}
