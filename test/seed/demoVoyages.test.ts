import { describe, expect, it } from 'vitest';
import {
  consumptionIssues,
  deriveLegs,
  episodeFromInput,
  recordFromInput,
  type PortFacts,
} from '../../src/domain/ledger';
import {
  episodeIssues,
  MAX_ITEMS,
  parseLocalTime,
  recordIssues,
  VoyageDataSchema,
} from '../../src/domain/schemas/voyageData';
import { calculationTypeOf, isContainerShip } from '../../src/domain/registry/shipTypes';
import { SHIP_TYPES } from '../../src/server/db/seed/data/shipTypes';
import { DEMO_SHIPS } from '../../src/server/db/seed/demoFleetData';
import {
  ALL_TRADES,
  demoPorts,
  demoVoyagePayloads,
  demoVoyageShip,
  generateDemoVoyages,
  offsetMinutes,
  seaDistanceNm,
} from '../../src/server/db/seed/demoVoyages';

const NOW = Date.parse('2025-11-24T12:00:00Z');
const payloads = demoVoyagePayloads(NOW);
const utc = (t: string) => parseLocalTime(t)!.utc;
const ports = demoPorts();
const facts = (code: string): PortFacts | undefined => {
  const p = ports.get(code);
  return (
    p && { code, isEea: p.isEea, isUk: p.isUk, isOutermostRegion: false, isTranshipment: code === 'MAPTM' }
  );
};

describe('demo voyages generator', () => {
  it('is deterministic: the same input gives the same payload, another seed another one', () => {
    expect(JSON.stringify(demoVoyagePayloads(NOW))).toBe(JSON.stringify(payloads));
    const ship = demoVoyageShip(DEMO_SHIPS[0]!);
    const other = generateDemoVoyages(ship, ports, { now: NOW, seed: 99 });
    expect(JSON.stringify(other.records)).not.toBe(JSON.stringify(payloads[0]!.records));
  });

  it('names only ports of the port dictionary seed', () => {
    const missing = ALL_TRADES.flatMap((t) => t.stops.flatMap((s) => s.ports)).filter((c) => !ports.has(c));
    expect(missing).toEqual([]);
  });

  it('measures sea distances round the land and uses real offsets (summer time, half hours)', () => {
    const d = (a: string, b: string) => seaDistanceNm(ports.get(a)!, ports.get(b)!);
    expect(d('CNSHA', 'NLRTM')).toBeGreaterThan(10_000);
    expect(d('CNSHA', 'NLRTM')).toBeLessThan(11_500);
    expect(d('NLRTM', 'DEHAM')).toBeGreaterThan(200);
    expect(d('NLRTM', 'DEHAM')).toBeLessThan(450);
    expect(offsetMinutes('Europe/Amsterdam', Date.parse('2025-01-15T00:00Z'))).toBe(60);
    expect(offsetMinutes('Europe/Amsterdam', Date.parse('2025-07-15T00:00Z'))).toBe(120);
    expect(offsetMinutes(ports.get('INMUN')!.timeZone, NOW)).toBe(330);
  });

  it('covers every demo ship from before 1 January 2024 up to now, never after', () => {
    expect(payloads.map((p) => p.ship)).toEqual(DEMO_SHIPS.map((s) => demoVoyageShip(s).ref));
    for (const p of payloads) {
      const arrivals = p.records.map((r) => utc(r.arrival));
      expect(Math.min(...arrivals)).toBeLessThan(Date.UTC(2024, 0, 1));
      expect(Math.max(...p.records.map((r) => utc(r.departure)))).toBeLessThanOrEqual(NOW);
      expect(Math.max(...arrivals)).toBeGreaterThan(NOW - 60 * 86_400_000);
      expect(p.records.length + p.episodes.length + p.snapshots.length).toBeLessThanOrEqual(MAX_ITEMS);
    }
  });

  it('passes the write contract: schema, record and episode rules, no negative consumption', () => {
    for (const p of payloads) {
      const { records, episodes, snapshots } = p;
      const parsed = VoyageDataSchema.safeParse({ records, episodes, snapshots });
      expect(parsed.success, `${p.ship}: ${JSON.stringify(parsed.error?.issues.slice(0, 3))}`).toBe(true);
      expect(
        p.records.flatMap((r) => recordIssues(r).map((i) => `${r.refCode} ${i.path} ${i.code}`)),
      ).toEqual([]);
      expect(p.episodes.flatMap((e) => episodeIssues(e).map((i) => `${e.refCode} ${i.path}`))).toEqual([]);
      expect(consumptionIssues(p.records.map(recordFromInput))).toEqual([]);
      expect(new Set(p.records.map((r) => r.refCode)).size).toBe(p.records.length);
    }
  });

  it('has every category of entry the demo needs', () => {
    const all = payloads.flatMap((p) => p.records);
    expect(all.some((r) => r.kind === 'anchoring' && r.purposes.includes(3))).toBe(true);
    expect(all.some((r) => r.kind === 'drifting')).toBe(true);
    const bunkers = all.flatMap((r) => r.bunkers ?? []);
    expect(bunkers.length).toBeGreaterThan(100);
    expect(
      bunkers
        .filter((b) => b.fuel !== '6' && b.fuel !== '4')
        .every((b) => b.bdnNo && b.sulphurPct !== undefined && b.viscosityCSt),
    ).toBe(true);
    expect(all.some((r) => r.fuels.some((f) => (f.correctionT ?? 0) < 0))).toBe(true);
    expect(all.some((r) => r.fuels.some((f) => (f.correctionT ?? 0) > 0))).toBe(true);
    expect(all.some((r) => r.transfers?.length)).toBe(true);
    expect(all.some((r) => r.sludge?.length)).toBe(true);
    // Exactly one handover call per ship.
    for (const p of payloads) expect(p.records.filter((r) => r.nextVoyageNo).length, p.ship).toBe(1);
    // A port with a half-hour offset and one in summer time.
    expect(all.some((r) => r.arrival.endsWith('+05:30'))).toBe(true);
    expect(all.some((r) => r.port === 'NLRTM' && r.arrival.endsWith('+02:00'))).toBe(true);
  });

  it('has ice episodes for the ice-class ships only, in winter, inside a passage', () => {
    for (const [i, p] of payloads.entries()) {
      const ship = DEMO_SHIPS[i]!;
      if (!ship.iceClass) expect(p.episodes, ship.nameEn).toEqual([]);
      const recs = p.records.map(recordFromInput).sort((a, b) => a.arrival - b.arrival);
      for (const e of p.episodes.map(episodeFromInput)) {
        expect(e.kind).toBe('ice');
        expect([0, 1, 2, 3]).toContain(new Date(e.begin).getUTCMonth());
        const k = recs.findIndex((r) => r.arrival >= e.end);
        expect(k, e.refCode).toBeGreaterThan(0);
        expect(recs[k - 1]!.departure).toBeLessThanOrEqual(e.begin);
      }
    }
    const spirit = payloads[DEMO_SHIPS.findIndex((s) => s.nameEn === 'BLUE OCEAN SPIRIT')]!;
    expect(spirit.episodes.length).toBeGreaterThan(0);
  });

  it('makes EU voyages of every category, and UK ones', () => {
    const cats = new Set<string>();
    let uk = 0;
    for (const [i, p] of payloads.entries()) {
      const s = DEMO_SHIPS[i]!;
      const legs = deriveLegs(p.records.map(recordFromInput), p.episodes.map(episodeFromInput), facts, {
        isContainer: isContainerShip(
          calculationTypeOf(
            s.type,
            SHIP_TYPES.find((r) => r.code === s.type),
          ),
        ),
        dwt: s.dwt,
        referenceSpeedKn: s.speed[1],
      });
      for (const l of legs) if (l.kind === 'eu') cats.add(String(l.euCategory));
      uk += legs.filter((l) => l.kind === 'uk' && l.euCategory).length;
    }
    expect([...cats].sort()).toEqual(['inbound', 'intra', 'null', 'outbound']);
    expect(uk).toBeGreaterThan(0);
  });

  it('snapshots every ship at 1 January 00:00 UTC of each year and at its flag change', () => {
    for (const p of payloads) {
      const times = p.snapshots.map((s) => utc(s.time));
      expect(times).toContain(Date.UTC(2024, 0, 1));
      expect(times).toContain(Date.UTC(2025, 0, 1));
      for (const s of p.snapshots) expect(s.fuels.every((f) => f.robT >= 0)).toBe(true);
    }
    const venture = payloads[DEMO_SHIPS.findIndex((s) => s.nameEn === 'BLUE OCEAN VENTURE')]!;
    expect(venture.snapshots.map((s) => utc(s.time))).toContain(Date.parse('2025-07-01T00:00:00Z'));
  });
});
