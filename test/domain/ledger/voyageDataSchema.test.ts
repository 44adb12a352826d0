import { describe, expect, it } from 'vitest';
import {
  RecordSchema,
  VoyageDataSchema,
  formatLocalTime,
  issuePath,
  parseLocalTime,
  recordIssues,
  type RecordInput,
} from '../../../src/domain/schemas/voyageData';

const cargo = { cargoT: 0 };
const record = (over: Partial<RecordInput> = {}): RecordInput =>
  RecordSchema.parse({
    refCode: 'r1',
    ship: '9074729',
    voyageNo: ' v01 ',
    kind: 'port',
    port: 'CNSHA',
    inPortLimits: true,
    arrival: '2025-03-02T14:30+08:00',
    departure: '2025-03-03T08:00+08:00',
    distanceNm: 120,
    purposes: [0],
    cargo: { arrival: cargo, departure: cargo },
    fuels: [{ fuel: '1', robArrivalT: 500, robDepartureT: 480 }],
    ...over,
  });

describe('parseLocalTime', () => {
  it.each([
    // 14:30 at +08:00 is 06:30 UTC
    ['2025-03-02T14:30+08:00', Date.UTC(2025, 2, 2, 6, 30), 480],
    // half-hour offsets: 12:00 at +05:30 is 06:30 UTC; 12:00 at −03:30 is 15:30 UTC
    ['2025-03-02T12:00+05:30', Date.UTC(2025, 2, 2, 6, 30), 330],
    ['2025-03-02T12:00-03:30', Date.UTC(2025, 2, 2, 15, 30), -210],
    ['2025-03-02T12:00:15Z', Date.UTC(2025, 2, 2, 12, 0, 15), 0],
    // +14:00 (Kiribati) and −12:00 are the bounds; the date line moves the UTC day back
    ['2025-01-01T00:00+14:00', Date.UTC(2024, 11, 31, 10, 0), 840],
    ['2025-01-01T00:00-12:00', Date.UTC(2025, 0, 1, 12, 0), -720],
  ])('%s → utc and offset', (text, utc, offsetMin) => {
    expect(parseLocalTime(text)).toEqual({ utc, offsetMin });
  });

  it.each([
    '2025-03-02T14:30', // no offset: the contract needs one
    '2025-03-02 14:30+08:00',
    '2025-02-30T10:00+00:00', // no such day
    '2025-03-02T24:00+00:00',
    '2025-03-02T10:00+14:15', // beyond +14:00
    '2025-03-02T10:00-12:30',
    '2025-03-02T10:00+05:20', // not a quarter hour
    '',
  ])('refuses %s', (text) => {
    expect(parseLocalTime(text)).toBeUndefined();
  });

  it('formats back what it parsed, with the same offset', () => {
    for (const text of ['2025-03-02T14:30+08:00', '2025-03-02T12:00-03:30', '2024-12-31T23:59:30+05:45']) {
      const t = parseLocalTime(text)!;
      expect(formatLocalTime(t.utc, t.offsetMin)).toBe(text);
    }
  });
});

describe('record schema and cross-field rules', () => {
  it('trims and upper-cases the voyage number', () => {
    expect(record().voyageNo).toBe('V01');
  });

  it('reports every cross-field error with its path', () => {
    const r = record({
      departure: '2025-03-01T08:00+08:00',
      kind: 'anchoring',
      port: undefined,
      inPortLimits: true,
      fuels: [
        { fuel: '1', robArrivalT: 1, robDepartureT: 1 },
        { fuel: '1', robArrivalT: 2, robDepartureT: 2 },
      ],
      bunkers: [{ fuel: '1', tonnes: 10, time: '2025-03-05T00:00+08:00' }],
    });
    expect(recordIssues(r).map((i) => `${i.path} ${i.code}`)).toEqual([
      'departure ledger.departure_before_arrival',
      'inPortLimits ledger.stop_in_port_limits',
      'fuels[1].fuel ledger.fuel_twice',
      'bunkers[0].time ledger.time_outside_stay',
    ]);
  });

  it('a port record needs a port; a well-formed one has no issue', () => {
    expect(recordIssues(record({ port: undefined })).map((i) => i.code)).toEqual(['ledger.port_required']);
    expect(recordIssues(record())).toEqual([]);
  });

  it('zod paths become the contract paths', () => {
    const res = VoyageDataSchema.safeParse({
      records: [{ ...record(), fuels: [{ fuel: '1', robArrivalT: -1, robDepartureT: 0 }] }],
    });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => issuePath(i.path))).toEqual(['records[0].fuels[0].robArrivalT']);
  });

  it('refuses an unknown fuel code and a sixth-digit-less port', () => {
    const res = RecordSchema.safeParse({
      ...record(),
      port: 'CNSH',
      fuels: [{ fuel: '9', robArrivalT: 1, robDepartureT: 1 }],
    });
    expect(res.error!.issues.map((i) => `${issuePath(i.path)} ${i.message}`)).toEqual([
      'port ledger.port_format',
      'fuels[0].fuel ledger.fuel_unknown',
    ]);
  });
});
