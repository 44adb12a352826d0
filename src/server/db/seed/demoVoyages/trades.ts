/**
 * The trades each demo ship type plausibly runs. A trade is a cycle of stops; a stop
 * names its candidate ports (the generator picks one) and what happens there. Every code must be
 * in the port dictionary seed (a unit test checks). The EU and UK ports are placed so the fleet
 * has intra-EEA, inbound and outbound MRV voyages, UK ones, and a container transhipment stop.
 */

/** L load / embark, D discharge / disembark, LD both (liner calls), B bunkers only, X crew change. */
export type StopOp = 'L' | 'D' | 'LD' | 'B' | 'X';

export interface Stop {
  ports: readonly string[];
  op: StopOp;
  /** A company voyage starts with this stop (tramp: the loading port; liner: the loop's first call). */
  startsVoyage?: boolean;
}

export interface Trade {
  name: string;
  /** Relative frequency among the ship's trades. */
  weight: number;
  stops: readonly Stop[];
}

const s = (op: StopOp, ports: string | readonly string[], startsVoyage = false): Stop => ({
  op,
  ports: typeof ports === 'string' ? [ports] : ports,
  startsVoyage,
});

const CAPESIZE: Trade[] = [
  {
    name: 'brazil-china',
    weight: 3,
    stops: [s('L', ['BRVIX', 'BRSPB'], true), s('D', ['CNRZH', 'CNTXG', 'CNDLC', 'CNTAO']), s('B', 'SGSIN')],
  },
  { name: 'australia-china', weight: 3, stops: [s('L', 'AUPHE', true), s('D', ['CNTXG', 'CNRZH', 'CNLYG'])] },
  {
    name: 'brazil-europe',
    weight: 1,
    stops: [
      s('L', 'BRSPB', true),
      s('D', 'NLRTM'),
      s('L', 'DEHAM'),
      s('D', ['CNTXG', 'CNTAO']),
      s('B', 'SGSIN'),
    ],
  },
];

const PANAMAX: Trade[] = [
  {
    name: 'brazil-china',
    weight: 2,
    stops: [s('L', ['BRPNG', 'BRSSZ'], true), s('D', ['CNNTG', 'CNZJG', 'CNTAO'])],
  },
  {
    name: 'australia-china',
    weight: 2,
    stops: [s('L', ['AUNTL', 'AUHPT'], true), s('D', ['CNTAO', 'CNRZH'])],
  },
  {
    name: 'us-gulf-europe',
    weight: 1,
    stops: [
      s('L', 'USMSY', true),
      s('D', 'NLRTM'),
      s('D', 'GBIMM'),
      s('L', 'GBIMM', true),
      s('D', 'ESVLC'),
      s('B', 'ESALG'),
    ],
  },
];

const VLCC: Trade[] = [
  {
    name: 'gulf-china',
    weight: 3,
    stops: [s('L', ['QAMES', 'AEJEA'], true), s('D', ['CNNGB', 'CNTAO', 'KRUSN'])],
  },
  { name: 'gulf-india', weight: 1, stops: [s('L', 'QAMES', true), s('D', 'INMUN')] },
  { name: 'usgulf-china', weight: 1, stops: [s('L', 'USCRP', true), s('D', 'CNNGB'), s('B', 'SGSIN')] },
  { name: 'gulf-europe', weight: 1, stops: [s('L', 'QAMES', true), s('D', 'NLRTM'), s('B', 'ESALG')] },
];

/** Product tanker with ice class IA: the Baltic, with the UK and the US Gulf now and then. */
const BALTIC_TANKER: Trade[] = [
  {
    name: 'baltic',
    weight: 4,
    stops: [
      s('L', ['NLRTM', 'BEANR'], true),
      s('D', ['FIOUL', 'FIKOK', 'FIKEM']),
      s('L', ['FIHMN', 'EETLL'], true),
      s('D', 'DEHAM'),
    ],
  },
  {
    name: 'uk',
    weight: 2,
    stops: [s('L', ['PLGDN', 'SESTO'], true), s('D', 'GBIMM'), s('L', 'GBIMM', true), s('D', 'NLRTM')],
  },
  { name: 'transatlantic', weight: 1, stops: [s('L', 'USHOU', true), s('D', 'NLRTM'), s('D', 'FIHEL')] },
];

const ASIA_EUROPE_LOOP: Trade[] = [
  {
    name: 'asia-europe',
    weight: 1,
    stops: [
      s('LD', 'CNSHA', true),
      s('LD', 'CNNGB'),
      s('LD', 'CNSHK'),
      s('LD', 'SGSIN'),
      s('LD', 'GRPIR'),
      s('LD', 'NLRTM'),
      s('LD', 'DEHAM'),
      s('LD', 'GBFXT'),
      s('LD', 'ESALG'),
      s('LD', 'SGSIN'),
      s('LD', 'HKHKG'),
    ],
  },
];

/** A Mediterranean feeder loop through Tanger Med, a listed transhipment port (not an EU port of call). */
const MED_FEEDER: Trade[] = [
  {
    name: 'med-feeder',
    weight: 1,
    stops: [
      s('LD', 'ESALG', true),
      s('LD', 'MAPTM'),
      s('LD', 'ESVLC'),
      s('LD', 'ITGOA'),
      s('LD', 'GRPIR'),
      s('LD', 'EGPSD'),
      s('LD', 'MTMLA'),
    ],
  },
];

const LNG: Trade[] = [
  { name: 'qatar-asia', weight: 3, stops: [s('L', 'QAMES', true), s('D', ['CNTXG', 'JPYOK', 'KRPUS'])] },
  { name: 'usgulf-europe', weight: 2, stops: [s('L', 'USCRP', true), s('D', ['NLRTM', 'GBFXT'])] },
];

const LPG: Trade[] = [
  { name: 'usgulf-asia', weight: 2, stops: [s('L', 'USHOU', true), s('D', ['CNNGB', 'KRUSN'])] },
  { name: 'usgulf-europe', weight: 2, stops: [s('L', 'USHOU', true), s('D', 'NLRTM'), s('D', 'DEHAM')] },
  { name: 'gulf-india', weight: 1, stops: [s('L', 'QAMES', true), s('D', 'INMUN')] },
];

/** Small general cargo ship with ice class IC: the Bohai Sea, Korea and Japan. */
const BOHAI_COASTER: Trade[] = [
  {
    name: 'bohai',
    weight: 3,
    stops: [
      s('L', ['CNDLC', 'CNTXG'], true),
      s('D', ['CNSHA', 'KRPUS']),
      s('L', 'CNSHA', true),
      s('D', 'CNYNT'),
    ],
  },
  {
    name: 'japan',
    weight: 1,
    stops: [s('L', 'CNTAO', true), s('D', 'JPYOK'), s('L', 'JPYOK', true), s('D', 'CNDLC')],
  },
];

/** Handysize tramp: China to the Med and the UK, back by Brazil. */
const TRAMP: Trade[] = [
  {
    name: 'china-med-uk-brazil',
    weight: 1,
    stops: [
      s('L', ['CNSHA', 'CNNGB'], true),
      s('D', 'GRPIR'),
      s('L', 'ITGOA', true),
      s('D', 'GBSOU'),
      s('L', 'GBSOU', true),
      s('D', ['BRSSZ', 'BRRIG']),
      s('L', 'BRSSZ', true),
      s('D', 'CNSHA'),
    ],
  },
];

const ROPAX: Trade[] = [
  { name: 'bohai-ferry', weight: 1, stops: [s('LD', 'CNDLC', true), s('LD', 'CNYNT')] },
];

const CRUISE: Trade[] = [
  {
    name: 'med-cruise',
    weight: 1,
    stops: [
      s('LD', 'ITCVV', true),
      s('LD', 'ITNAP'),
      s('LD', 'MTMLA'),
      s('LD', 'GRPIR'),
      s('LD', 'HRDBV'),
      s('LD', 'ITTRS'),
    ],
  },
];

/** The trades of a ship by its type code and size (ship type dictionary codes). */
export function tradesFor(type: string, dwt: number, iceClass: string | null | undefined): Trade[] {
  switch (type) {
    case '1':
      return dwt > 120_000 ? CAPESIZE : PANAMAX;
    case '2':
      return LPG;
    case '3':
      return iceClass ? BALTIC_TANKER : VLCC;
    case '4':
      return dwt > 100_000 ? ASIA_EUROPE_LOOP : MED_FEEDER;
    case '5':
      return iceClass ? BOHAI_COASTER : TRAMP;
    case '11':
      return ROPAX;
    case '12':
      return LNG;
    case '13':
      return CRUISE;
    default:
      return TRAMP;
  }
}

/** Every port code a trade may name (the test checks each is in the port dictionary seed). */
export const ALL_TRADES: readonly Trade[] = [
  ...CAPESIZE,
  ...PANAMAX,
  ...VLCC,
  ...BALTIC_TANKER,
  ...ASIA_EUROPE_LOOP,
  ...MED_FEEDER,
  ...LNG,
  ...LPG,
  ...BOHAI_COASTER,
  ...TRAMP,
  ...ROPAX,
  ...CRUISE,
];

/**
 * Ice season per sea area (ice-class ships only): the northern Baltic January–April, the Bohai
 * Sea January–February. Month numbers 0-based (UTC).
 */
export const ICE_PORTS: Readonly<Record<string, readonly number[]>> = {
  FIOUL: [0, 1, 2, 3],
  FIKEM: [0, 1, 2, 3],
  FIKOK: [0, 1, 2, 3],
  FIHMN: [0, 1, 2],
  FIHEL: [0, 1, 2],
  EETLL: [0, 1],
  CNDLC: [0, 1],
  CNTXG: [0, 1],
  CNYNT: [0, 1],
};
