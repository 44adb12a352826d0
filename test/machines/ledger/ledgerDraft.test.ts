import type { RecordInput } from '../../../src/domain/schemas/voyageData';
import {
  draftPath,
  draftToInput,
  isFieldPath,
  initialDraft,
  joinLocalTime,
  OFFSETS_MIN,
  setIn,
  splitLocalTime,
  stayRows,
  validateDraft,
} from '../../../src/machines/ledger/ledgerDraft';
import { tabOf } from '../../../src/machines/ledger/ledgerFormMachine';
import { RECORD as MODEL_RECORD } from './ledgerFormMachine.paths';

/** The model's port call, with a correction, a bunker and sludge so every stay term is exercised. */
const RECORD: RecordInput = {
  ...MODEL_RECORD,
  fuels: [{ fuel: '11', robArrivalT: 100, robDepartureT: 90, correctionT: 1 }],
  bunkers: [{ fuel: '11', tonnes: 5, time: '2025-03-02T20:00+05:30' }],
  sludge: [{ fuel: '11', tonnes: 0.5, time: '2025-03-02T21:00+05:30' }],
};
const SHIP = { id: 1, ref: '9300001' };

describe('ledger form draft', () => {
  it('round-trips an edited record to the same payload, which validates', () => {
    const draft = initialDraft({ form: 'port', ship: SHIP, initial: RECORD }, []);
    expect(draft.fuels).toEqual([{ fuel: '11', robArrivalT: '100', robDepartureT: '90', correctionT: '1' }]);
    expect(draftToInput('port', draft)).toEqual(RECORD);
    expect(validateDraft('port', draft)).toEqual({});
  });

  it('computes the stay live and flags a negative one at its cell', () => {
    let draft = initialDraft({ form: 'port', ship: SHIP, initial: RECORD }, []);
    expect(stayRows(draft)[0]!.consumedT).toBeCloseTo(15.5);
    draft = setIn(draft, 'fuels[0].robDepartureT', '120');
    expect(stayRows(draft)[0]!.consumedT).toBeCloseTo(-14.5);
    expect(validateDraft('port', draft)).toEqual({ 'fuels[0].stay': 'ledger.negative_consumption?fuel=11' });
    draft = setIn(draft, 'fuels[0].robDepartureT', '');
    expect(stayRows(draft)[0]!.consumedT).toBeNull();
    expect(validateDraft('port', draft)['fuels[0].robDepartureT']).toBe('msg.number');
  });

  it('puts schema and cross-field errors at their paths', () => {
    let draft = initialDraft({ form: 'port', ship: SHIP, initial: RECORD }, []);
    draft = setIn(draft, 'fuels[0].robArrivalT', 'abc');
    draft = setIn(draft, 'bunkers[0].time', '2025-03-05T20:00+05:30');
    expect(validateDraft('port', draft)).toMatchObject({ 'fuels[0].robArrivalT': 'msg.number' });
    draft = setIn(draft, 'fuels[0].robArrivalT', '100');
    expect(validateDraft('port', draft)).toEqual({ 'bunkers[0].time': 'ledger.time_outside_stay' });
  });

  it('starts a new record with a row per ship fuel and a fresh refCode', () => {
    const d = initialDraft({ form: 'stop', ship: SHIP, voyageNo: 'V2' }, ['1', '3']);
    expect((d.fuels as { fuel: string }[]).map((f) => f.fuel)).toEqual(['1', '3']);
    expect(String(d.refCode)).toMatch(/^[0-9a-f-]{36}$/);
    const out = draftToInput('stop', d);
    expect(out).toMatchObject({ kind: 'anchoring', inPortLimits: false, voyageNo: 'V2' });
    expect(out).not.toHaveProperty('port');
    expect(out.cargo).toEqual({ arrival: { cargoT: 0 }, departure: { cargoT: 0 } });
  });

  it('offers every quarter-hour offset from −12:00 to +14:00 and splits +05:30', () => {
    expect(OFFSETS_MIN[0]).toBe(-720);
    expect(OFFSETS_MIN.at(-1)).toBe(840);
    expect(OFFSETS_MIN).toContain(330);
    expect(OFFSETS_MIN).toContain(345);
    expect(splitLocalTime('2025-03-02T14:30+05:30', 0)).toEqual({
      local: '2025-03-02T14:30',
      offsetMin: 330,
    });
    expect(splitLocalTime('2025-03-02T14:30-03:30', 0)).toEqual({
      local: '2025-03-02T14:30',
      offsetMin: -210,
    });
    expect(joinLocalTime('2025-03-02T14:30', 345)).toBe('2025-03-02T14:30+05:45');
  });

  it('maps server paths to draft paths and tabs', () => {
    expect(draftPath('records[0].fuels[1].robArrivalT')).toBe('fuels[1].robArrivalT');
    expect(draftPath('records[0].fuels[1]')).toBe('fuels[1].stay');
    expect(draftPath('episodes[0].end')).toBe('end');
    expect(draftPath('records[0].purposes[2]')).toBe('purposes');
    expect(isFieldPath('fuels[1].robArrivalT')).toBe(true);
    expect(isFieldPath('cargo.departure.teu')).toBe(true);
    expect(isFieldPath('ship')).toBe(false);
    expect(isFieldPath('refCode')).toBe(false);
    expect(isFieldPath('')).toBe(false);
    expect(tabOf('port', 'fuels[1].robArrivalT')).toBe('rob');
    expect(tabOf('episode', 'fuels[0].consumedT')).toBe('fuels');
    expect(tabOf('port', 'cargo.arrival.cargoT')).toBe('cargo');
    expect(tabOf('port', 'bunkers[0].time')).toBe('bunkers');
    expect(tabOf('port', 'departure')).toBe('times');
  });

  it('validates an episode', () => {
    const d = initialDraft(
      {
        form: 'episode',
        ship: SHIP,
        initial: {
          refCode: 'e1',
          ship: '9300001',
          voyageNo: 'V1',
          kind: 'ice',
          begin: '2025-01-02T10:00+02:00',
          end: '2025-01-02T09:00+02:00',
          distanceNm: 30,
          fuels: [{ fuel: '3', consumedT: 2 }],
        },
      },
      [],
    );
    expect(validateDraft('episode', d)).toEqual({ end: 'ledger.end_before_begin' });
  });
});
