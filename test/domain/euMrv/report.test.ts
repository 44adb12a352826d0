import { describe, expect, it } from 'vitest';
import { calculateEuEts, euMrvReport, euMrvTotals } from '../../../src/domain/euMrv/index';
import { P, workedYear } from '../../support/euMrv/workedYear';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('EU MRV report of the worked ship-year 2025 (docs/reports-eu.md §6)', () => {
  const f = euMrvReport(workedYear());
  const v = (id: number) => f.voyages.find((x) => x.legId === id)!;

  it.each([
    // leg, bucket, MRV share, ETS share, reason code
    [1, 'between', 1, 1, 'eu.voyage.between'],
    [2, 'departing', 1, 0.5, 'eu.voyage.departing'],
    [3, 'arriving', 1, 0.5, 'eu.voyage.arriving'],
    [4, 'between', 1, 0, 'eu.voyage.outermostDerogated'],
    [5, 'departing', 1, 0.5, 'eu.voyage.departing'],
    [6, 'none', 0, 0, 'eu.voyage.none'],
  ])('voyage %i: %s, MRV %f, ETS %f (%s)', (id, bucket, mrv, ets, code) => {
    expect(v(id).voyage).toMatchObject({ bucket, mrvShare: mrv, etsShare: ets });
    expect(v(id).voyage.reason.code).toBe(code);
  });

  it('says why in words the client fills in: ports and shares', () => {
    expect(v(2).voyage.reason).toEqual({
      code: 'eu.voyage.departing',
      params: { from: 'Rotterdam', to: 'New York', mrv: 100, ets: 50 },
    });
    expect(v(2).stops).toEqual([
      { refCode: 'S2', port: 'GIGIB', reason: { code: 'eu.stop.bunkering', params: { port: 'Gibraltar' } } },
    ]);
    expect(v(5).stops[0].reason.code).toBe('eu.stop.transhipment');
  });

  it.each([
    [1, 'berth', 1, 'eu.berth.eea'], // Rotterdam
    [2, 'none', 0, 'eu.berth.none'], // New York
    [3, 'berth', 1, 'eu.berth.eea'], // Algeciras
    // Las Palmas: the next voyage is not derogated, so the stay is not (decision ETS_OR_BERTH).
    [4, 'berth', 1, 'eu.berth.eea'],
    [5, 'none', 0, 'eu.berth.none'],
  ])('berth at the end of voyage %i: %s, ETS %f', (id, bucket, ets, code) => {
    expect(v(id).berth).toMatchObject({ bucket, etsShare: ets });
    expect(v(id).berth.reason.code).toBe(code);
  });

  it('CO2 per voyage by hand (HFO 3.114, MDO 3.206, LNG Otto MS 0.969 × 2.75)', () => {
    close(v(1).voyage.co2, 31.14);
    close(v(2).voyage.co2, 934.2 + 133.2375);
    close(v(1).berth.co2, 6.412);
    close(v(2).voyage.ch4, 300 * 0.00005 + 50 * 0.031);
  });

  it('Art. 10 aggregates of CO2 by hand', () => {
    const c = f.aggregates.co2;
    close(c.between, 31.14 + 124.56);
    close(c.departing, 1067.4375 + 1557);
    close(c.arriving, 871.92);
    close(c.atBerth, 6.412 + 9.618 + 3.206);
    close(c.total, 3671.2935);
  });

  it('CH4, N2O and CO2e (AR5 28/265) by hand', () => {
    close(f.aggregates.ch4.total, 1130 * 0.00005 + 6 * 0.00005 + 50 * 0.031);
    close(f.aggregates.n2o.total, 1136 * 0.00018 + 50 * 0.969 * 0.00011);
    close(f.aggregates.co2e.total, 3671.2935 + 28 * 1.6068 + 265 * 0.2098095);
  });

  it('fuel per type in scope, with the factors used (LNG included)', () => {
    expect(f.fuels.map((l) => [l.fuel, l.tonnes])).toEqual([
      ['HFO', 1130],
      ['MDO_MGO', 6],
      ['LNG', 50],
    ]);
    expect(f.fuels.find((l) => l.fuel === 'HFO')!.co2PerT).toBe(3.114);
    close(f.fuels.find((l) => l.fuel === 'LNG')!.co2PerT, 2.66475);
  });

  it('at berth per EEA port, distance, time at sea, transport work, indicators', () => {
    expect(f.atBerthByPort.map((b) => [b.port, b.fuelT.MDO_MGO, b.hours])).toEqual([
      ['ESALG', 3, 24],
      ['ESLPA', 1, 24],
      ['NLRTM', 2, 24],
    ]);
    expect(f.distanceNm).toBe(15_800);
    close(f.hoursAtSea, 15_800 / 12);
    expect(f.transportWorkTnm).toBe(316_000_000);
    close(f.indicators.fuelPerDistance!, (1186 * 1000) / 15_800);
    close(f.indicators.co2PerTransportWork!, (3671.2935 * 1e6) / 316e6);
  });

  it('ETS 2025: CO2 only, shares, 70 % phase-in', () => {
    const subject = 31.14 + 0.5 * 1067.4375 + 0.5 * 871.92 + 0 + 0.5 * 1557 + 19.236;
    expect(f.ets.basis).toBe('co2');
    close(f.ets.subjectT, subject);
    close(f.ets.surrender, subject * 0.7);
    close(f.ets.derogatedT, v(4).voyage.co2e);
  });

  it('ETS 2026 counts CO2e at 100 %; 2031 ends the outermost derogation', () => {
    const f26 = euMrvReport(workedYear(2026));
    expect(f26.ets.basis).toBe('co2e');
    close(f26.ets.surrender, f26.ets.subjectT);
    close(f26.voyages[0].voyage.etsT, 31.14 + 28 * 0.0005 + 265 * 0.0018);
    const f31 = euMrvReport(workedYear(2031));
    expect(f31.voyages[3].voyage).toMatchObject({ etsShare: 1 });
    expect(f31.voyages[3].voyage.reason.code).toBe('eu.voyage.outermost');
  });

  it('LNG Diesel slow-speed slips less methane than Otto medium-speed', () => {
    const diesel = euMrvReport({ ...workedYear(), lngConsumer: 'LNG_DIESEL_SS' });
    close(diesel.voyages[1].voyage.ch4, 300 * 0.00005 + 50 * 0.002);
    close(diesel.voyages[1].voyage.co2, 934.2 + 50 * 0.998 * 2.75);
    expect(diesel.lngConsumer).toBe('LNG_DIESEL_SS');
  });

  it('ice class IA surrenders 5 % fewer allowances until 2030', () => {
    const w = workedYear();
    const ice = euMrvReport({ ...w, ship: { ...w.ship, iceClassIA: true } });
    close(ice.ets.surrender, f.ets.surrender * 0.95);
  });

  it('equals the /api/calc/eu-ets engine for the same segments written by hand', () => {
    const port = (c: string) => ({ country: P[c].country, outermostRegion: P[c].outermost });
    const e = calculateEuEts({
      year: 2025,
      shipType: 'container_ship',
      segments: [
        { type: 'voyage', from: port('DEHAM'), to: port('NLRTM'), fuels: [{ fuel: 'HFO', tonnes: 10 }] },
        { type: 'berth', port: port('NLRTM'), fuels: [{ fuel: 'MDO_MGO', tonnes: 2 }] },
        {
          type: 'voyage',
          from: port('NLRTM'),
          to: port('USNYC'),
          fuels: [
            { fuel: 'HFO', tonnes: 300 },
            { fuel: 'LNG', tonnes: 50 },
          ],
        },
        { type: 'berth', port: port('USNYC'), fuels: [{ fuel: 'MDO_MGO', tonnes: 5 }] },
        { type: 'voyage', from: port('USNYC'), to: port('ESALG'), fuels: [{ fuel: 'HFO', tonnes: 280 }] },
        { type: 'berth', port: port('ESALG'), fuels: [{ fuel: 'MDO_MGO', tonnes: 3 }] },
        { type: 'voyage', from: port('ESALG'), to: port('ESLPA'), fuels: [{ fuel: 'HFO', tonnes: 40 }] },
        { type: 'berth', port: port('ESLPA'), fuels: [{ fuel: 'MDO_MGO', tonnes: 1 }] },
        { type: 'voyage', from: port('ESLPA'), to: port('SGSIN'), fuels: [{ fuel: 'HFO', tonnes: 500 }] },
        { type: 'berth', port: port('SGSIN'), fuels: [{ fuel: 'MDO_MGO', tonnes: 4 }] },
        { type: 'voyage', from: port('SGSIN'), to: port('CNSHA'), fuels: [{ fuel: 'HFO', tonnes: 100 }] },
        { type: 'berth', port: port('CNSHA'), fuels: [{ fuel: 'MDO_MGO', tonnes: 2 }] },
      ],
    });
    close(f.aggregates.co2.total, e.mrvCo2);
    close(f.aggregates.co2e.total, e.mrvCo2e);
    close(f.ets.subjectT, e.etsCo2e);
    close(f.ets.surrender, e.surrender);
  });

  it('lists every line with its legs; a leg out of scope is in none of the totals', () => {
    const totals = euMrvTotals(f);
    const co2 = totals.find((t) => t.key === 'reports.euMrv.co2.total')!;
    close(co2.value!, 3671.2935);
    expect(co2.sources.legIds).not.toContain(6);
    expect(totals.find((t) => t.key === 'reports.euMrv.co2.departing')!.sources.legIds).toEqual([2, 5]);
    expect(totals.find((t) => t.key === 'reports.euMrv.fuel.LNG')!.value).toBe(50);
  });

  it('marks a part-year (company change) report as partial', () => {
    const w = workedYear();
    const part = euMrvReport({ ...w, end: Date.UTC(2025, 5, 1), legs: w.legs.slice(0, 2) });
    expect(part.partial).toBe(true);
    expect(f.partial).toBe(false);
  });
});
