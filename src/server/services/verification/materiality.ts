import { MATERIALITY } from '../../../domain/registry/materiality.js';
import { materialityOf, type Materiality } from '../../../domain/verification/materiality.js';
import type { Lang } from '../../../domain/api.js';
import type { FigureTotal, Regime } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { verificationError } from '../../i18n/verificationMessages.js';
import { findingsOf } from '../../repositories/verification/findings.js';

/** Materiality now, from the report's frozen figures and its stored findings. */
export async function liveMateriality(
  db: Db,
  r: { id: number; regime: Regime; totals: FigureTotal[] },
): Promise<Materiality> {
  return materialityOf(MATERIALITY[r.regime], r.totals, await findingsOf(db, r.id));
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** 409 `verification.material` naming the first line whose uncorrected misstatements are material. */
export function refuseIfMaterial(m: Materiality, lang: Lang) {
  const first = m.figures.find((f) => f.material);
  if (!first) return;
  throw verificationError(
    409,
    'verification.material',
    lang,
    {
      key: first.key,
      uncorrected: round(first.uncorrected),
      threshold: round(first.threshold),
      unit: first.unit,
    },
    { materiality: m },
  );
}
