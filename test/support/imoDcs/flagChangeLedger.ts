import { portCall } from '../ledger/ledgerWriteFixtures.js';

/**
 * The worked DCS example of docs/reports-dcs-cmsa.md §6.1 as a POST /api/voyage-data body for
 * `ship`: one leg CNSHA → SGSIN (28 Jun – 4 Jul 2025, 1 440 nm) burning HFO (1), LNG (6) and butane
 * (5), 300 t HFO bunkered at CNSHA, snapshots on 1 Jan, 1 Jul and 1 Jan 2026. `metered` adds what
 * the CMSA reads at SGSIN: 1 200 kWh shore power and the HFO split by consumer.
 */
export function flagChangeLedger(ship: string, { metered = false }: { metered?: boolean } = {}) {
  return {
    records: [
      portCall(ship, 'R1', {
        arrival: '2025-06-20T00:00Z',
        departure: '2025-06-28T00:00Z',
        fuels: [
          { fuel: '1', robArrivalT: 900, robDepartureT: 1150 },
          { fuel: '6', robArrivalT: 220, robDepartureT: 220 },
          { fuel: '5', robArrivalT: 52, robDepartureT: 52 },
        ],
        bunkers: [{ fuel: '1', tonnes: 300, time: '2025-06-21T00:00Z', bdnNo: 'BDN-001' }],
      }),
      portCall(ship, 'R2', {
        port: 'SGSIN',
        arrival: '2025-07-04T00:00Z',
        departure: '2025-07-05T00:00Z',
        distanceNm: 1440,
        purposes: [1],
        cargo: { arrival: { cargoT: 50_000 }, departure: { cargoT: 0 } },
        fuels: [
          { fuel: '1', robArrivalT: 1006, robDepartureT: 990 },
          { fuel: '6', robArrivalT: 200, robDepartureT: 190 },
          { fuel: '5', robArrivalT: 50, robDepartureT: 48 },
        ],
        ...(metered
          ? {
              shorePowerKWh: 1200,
              consumers: [
                { fuel: '1', consumer: 'main', atSeaT: 120, inPortT: 0 },
                { fuel: '1', consumer: 'auxiliary', atSeaT: 24, inPortT: 10 },
                { fuel: '1', consumer: 'boiler', atSeaT: 0, inPortT: 6 },
              ],
            }
          : {}),
      }),
    ],
    snapshots: (
      [
        ['S0', '2025-01-01T00:00Z', 1000, 230, 53],
        ['S1', '2025-07-01T00:00Z', 1078, 210, 51],
        ['S2', '2026-01-01T00:00Z', 990, 190, 48],
      ] as const
    ).map(([refCode, time, hfo, lng, lpg]) => ({
      refCode,
      ship,
      time,
      fuels: [
        { fuel: '1', robT: hfo },
        { fuel: '6', robT: lng },
        { fuel: '5', robT: lpg },
      ],
    })),
  };
}

/** The applied flag change PAN → LBR on 1 Jul 2025 00:00Z that cuts the worked leg in half. */
export const flagChangeJuly = (shipId: number) => ({
  shipId,
  changeType: 'flag' as const,
  oldFlagCode: 'PAN',
  newFlagCode: 'LBR',
  effectiveDate: new Date('2025-07-01T00:00Z'),
  applied: true,
});
