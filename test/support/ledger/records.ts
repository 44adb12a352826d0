import {
  episodeFromInput,
  recordFromInput,
  snapshotFromInput,
  type PortFacts,
  type ShipFacts,
} from '../../../src/domain/ledger';
import type {
  EpisodeInput,
  LedgerFuelCode,
  RecordInput,
  SnapshotInput,
} from '../../../src/domain/schemas/voyageData';

/** Port dictionary of the worked examples (docs/ledger.md §4). */
const PORTS: Record<string, Omit<PortFacts, 'code'>> = {
  CNSHA: { isEea: false, isUk: false, isOutermostRegion: false, isTranshipment: false },
  SGSIN: { isEea: false, isUk: false, isOutermostRegion: false, isTranshipment: false },
  NLRTM: { isEea: true, isUk: false, isOutermostRegion: false, isTranshipment: false },
  DEHAM: { isEea: true, isUk: false, isOutermostRegion: false, isTranshipment: false },
  ESALG: { isEea: true, isUk: false, isOutermostRegion: false, isTranshipment: false },
  MAPTM: { isEea: false, isUk: false, isOutermostRegion: false, isTranshipment: true },
  USNYC: { isEea: false, isUk: false, isOutermostRegion: false, isTranshipment: false },
  GBFXT: { isEea: false, isUk: true, isOutermostRegion: false, isTranshipment: false },
  INBOM: { isEea: false, isUk: false, isOutermostRegion: false, isTranshipment: false },
  CASJF: { isEea: false, isUk: false, isOutermostRegion: false, isTranshipment: false },
};
export const portFacts = (code: string): PortFacts | undefined =>
  PORTS[code] ? { code, ...PORTS[code] } : undefined;

export const bulker: ShipFacts = { isContainer: false, dwt: 60_000, referenceSpeedKn: 14 };
export const boxship: ShipFacts = { isContainer: true, dwt: 60_000, referenceSpeedKn: 14 };

type Fuels = Partial<Record<LedgerFuelCode, [arr: number, dep: number, corr?: number]>>;

/** A record payload with the example defaults: a port call inside limits, one cargo figure. */
export function rec(
  p: Partial<Omit<RecordInput, 'fuels' | 'cargo'>> & {
    refCode: string;
    arrival: string;
    departure: string;
    fuels: Fuels;
    cargoArr?: number;
    cargoDep?: number;
  },
) {
  const { fuels, cargoArr = 0, cargoDep = 0, ...rest } = p;
  const input: RecordInput = {
    ship: '9074729',
    voyageNo: 'V1',
    kind: 'port',
    inPortLimits: true,
    distanceNm: 0,
    purposes: [],
    ...rest,
    cargo: { arrival: { cargoT: cargoArr }, departure: { cargoT: cargoDep } },
    fuels: Object.entries(fuels).map(([fuel, [a, d, c]]) => ({
      fuel: fuel as LedgerFuelCode,
      robArrivalT: a,
      robDepartureT: d,
      ...(c === undefined ? {} : { correctionT: c }),
    })),
  };
  if (input.kind !== 'port') input.inPortLimits = false;
  return recordFromInput(input);
}

export const episode = (p: Omit<EpisodeInput, 'ship' | 'voyageNo'> & { voyageNo?: string }) =>
  episodeFromInput({ ship: '9074729', voyageNo: 'V1', ...p });

export const snapshot = (p: Omit<SnapshotInput, 'ship'>) => snapshotFromInput({ ship: '9074729', ...p });

export const utc = (iso: string) => Date.parse(iso);
