import {
  classifyPort,
  scopeSegments,
  voyageScope,
  berthScope,
  type Port,
  type Segment,
} from '../../../src/domain/euMrv';

const P = (country: string, extra: Partial<Port> = {}): Port => ({ country, ...extra });
const NL = P('NL');
const DE = P('DE');
const FR = P('FR');
const NO = P('NO');
const US = P('US');
const CN = P('CN');
const GB = P('GB');
const RE = P('RE'); // Réunion: own ISO code, outermost region of FR
const MADEIRA = P('PT', { outermostRegion: true });
const LAS_PALMAS = P('ES', { outermostRegion: true });
const TANGER_MED = P('MA', { containerTranshipment: true });
const EAST_PORT_SAID = P('EG', { containerTranshipment: true });

describe('port classification (EEA, outermost regions, transhipment)', () => {
  it.each([
    ['NL', NL, { eea: true, state: 'NL', outermost: false, transhipment: false }],
    ['NO (EEA EFTA)', NO, { eea: true, state: 'NO', outermost: false, transhipment: false }],
    ['is (lower case IS)', P('is'), { eea: true, state: 'IS', outermost: false, transhipment: false }],
    ['GB (not EEA)', GB, { eea: false, state: null, outermost: false, transhipment: false }],
    ['RE → FR, outermost', RE, { eea: true, state: 'FR', outermost: true, transhipment: false }],
    ['GF → FR, outermost', P('GF'), { eea: true, state: 'FR', outermost: true, transhipment: false }],
    ['Madeira (PT + flag)', MADEIRA, { eea: true, state: 'PT', outermost: true, transhipment: false }],
    ['Tanger Med', TANGER_MED, { eea: false, state: null, outermost: false, transhipment: true }],
    [
      'transhipment flag on an EEA port is ignored',
      P('ES', { containerTranshipment: true }),
      { eea: true, state: 'ES', outermost: false, transhipment: false },
    ],
  ])('%s', (_n, port, expected) => expect(classifyPort(port)).toEqual(expected));
});

// docs/regulatory-sources.md §5.6 (ETS Art. 3ga(1), 12(3-b)) and §7.1 (FuelEU Art. 2(1)); MRV = 100 % when in scope (§5.2).
describe('voyage and berth scope', () => {
  it.each([
    ['intra-EEA NL→DE', NL, DE, 2025, 'between', 1, 1, 1],
    ['EEA EFTA NO→NL', NO, NL, 2025, 'between', 1, 1, 1],
    ['departing NL→US', NL, US, 2025, 'departing', 1, 0.5, 0.5],
    ['arriving CN→NL', CN, NL, 2025, 'arriving', 1, 0.5, 0.5],
    ['third countries US→CN', US, CN, 2025, 'none', 0, 0, 0],
    ['UK is a third country GB→NL', GB, NL, 2025, 'arriving', 1, 0.5, 0.5],
    ['FR→RE same MS outermost 2025: ETS derogated, FuelEU 50 %', FR, RE, 2025, 'between', 1, 0, 0.5],
    ['FR→RE in 2030 still derogated', FR, RE, 2030, 'between', 1, 0, 0.5],
    ['FR→RE in 2031: derogation over', FR, RE, 2031, 'between', 1, 1, 0.5],
    ['RE→GP between OR of the same MS', RE, P('GP'), 2026, 'between', 1, 0, 0.5],
    ['ES(Canaries)→PT(Madeira): different MS', LAS_PALMAS, MADEIRA, 2026, 'between', 1, 1, 0.5],
    ['NL→Madeira: different MS', NL, MADEIRA, 2026, 'between', 1, 1, 0.5],
    ['Madeira→PT mainland: same MS', MADEIRA, P('PT'), 2026, 'between', 1, 0, 0.5],
    ['RE→US: third country', RE, US, 2026, 'departing', 1, 0.5, 0.5],
  ] as const)('%s', (_n, from, to, year, bucket, mrv, ets, feu) => {
    const s = voyageScope(classifyPort(from), classifyPort(to), year);
    expect([s.bucket, s.mrvShare, s.etsShare, s.fuelEuShare]).toEqual([bucket, mrv, ets, feu]);
  });

  it.each([
    ['NL', NL, 'berth', 1],
    ['RE', RE, 'berth', 1],
    ['US', US, 'none', 0],
  ] as const)('berth in %s', (_n, port, bucket, share) => {
    const s = berthScope(classifyPort(port));
    expect([s.bucket, s.mrvShare, s.etsShare, s.fuelEuShare]).toEqual([bucket, share, share, share]);
  });
});

const fuels = [{ fuel: 'HFO' as const, tonnes: 1 }];
const v = (from: Port, to: Port): Segment => ({ type: 'voyage', from, to, fuels });
const b = (port: Port): Segment => ({ type: 'berth', port, fuels });
const shares = (segs: Segment[], type: 'container_ship' | 'bulk_carrier', year = 2026) =>
  scopeSegments(segs, type, year).map((s) => s.etsShare);

describe('neighbouring container transhipment ports (Art. 3ga(2))', () => {
  const viaTangerMed = [v(CN, TANGER_MED), b(TANGER_MED), v(TANGER_MED, NL)];
  it('container ship: CN→Tanger Med→NL is one voyage CN→NL at 50 %', () => {
    expect(shares(viaTangerMed, 'container_ship')).toEqual([0.5, 0.5, 0.5]);
  });
  it('other ship types: Tanger Med is an ordinary third-country port', () => {
    expect(shares(viaTangerMed, 'bulk_carrier')).toEqual([0, 0, 0.5]);
  });
  it('two listed ports in a row: NL→East Port Said→Tanger Med→ES is intra-EEA', () => {
    const segs = [
      v(NL, EAST_PORT_SAID),
      b(EAST_PORT_SAID),
      v(EAST_PORT_SAID, TANGER_MED),
      b(TANGER_MED),
      v(TANGER_MED, P('ES')),
    ];
    expect(shares(segs, 'container_ship')).toEqual([1, 1, 1, 1, 1]);
  });
  it('sequence starting at a listed port: the port stands in as a third country', () => {
    expect(shares([v(TANGER_MED, NL)], 'container_ship')).toEqual([0.5]);
  });
});

describe('outermost-region berth derogation (decision ETS_OR_BERTH)', () => {
  it('berth in RE between two derogated voyages is derogated', () => {
    expect(shares([v(FR, RE), b(RE), v(RE, FR)], 'bulk_carrier', 2026)).toEqual([0, 0, 0]);
  });
  it('berth in RE before a voyage to a third country is not', () => {
    expect(shares([v(FR, RE), b(RE), v(RE, P('MU'))], 'bulk_carrier', 2026)).toEqual([0, 1, 0.5]);
  });
  it('a lone berth in RE is not derogated', () => {
    expect(shares([b(RE)], 'bulk_carrier', 2026)).toEqual([1]);
  });
});
