/**
 * The code lists of the UK service's "ship details and emissions" file
 * (`aer-ship-details-and-emissions-v1.4.xsd`), exactly as the schema enumerates them; the export
 * writes nothing else (docs/reports-uk-and-cross-regime.md §7.2).
 */
export const UK_AER_SHIP_TYPES = [
  'BULK',
  'RORO',
  'CONT',
  'OIL',
  'CHEM',
  'LNG',
  'GAS',
  'PAX',
  'GENERAL',
  'RCV',
  'VEH',
  'COMB',
  'ROPAX',
  'CONT_RORO',
  'CRUISE',
  'OFFSHORE',
  'OTHER',
] as const;
export type UkAerShipType = (typeof UK_AER_SHIP_TYPES)[number];

export const UK_AER_ICE_CLASSES = [
  'PC1',
  'PC2',
  'PC3',
  'PC4',
  'PC5',
  'PC6',
  'PC7',
  'IC',
  'IB',
  'IA',
  'IA_SUPER',
  'NA',
] as const;
export type UkAerIceClass = (typeof UK_AER_ICE_CLASSES)[number];

/** ISO 3166-1 alpha-2 flags the schema accepts (`flagEnum`). */
export const UK_AER_FLAGS: ReadonlySet<string> = new Set(
  `AE AF AG AI AL AM AO AR AS AT AU AW AZ BA BB BD BE BG BH BJ BM BN BO BQ BR BS BY BZ CA CD CG CH
CI CK CL CM CN CO CR CU CV CW CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FK FM FO FR GA GB
GD GE GG GH GI GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG
KH KI KM KN KP KR KW KY KZ LA LB LC LK LR LT LU LV LY MA MC MD ME MG MH ML MM MN MO MR MS MT MU
MV MX MY MZ NA NE NG NI NL NO NR NZ OM PA PE PF PG PH PK PL PT PW PY QA RO RS RU SA SB SC SD SE
SG SH SI SK SL SN SO SR SS ST SV SX SY TC TF TG TH TJ TM TN TO TR TT TV TW TZ UA UG US UY UZ VC
VE VG VI VN VU WS YE ZA ZW`.split(/\s+/),
);

export const UK_AER_MONITORING_METHODS = ['BDN', 'BUNKER_TANK', 'FLOW_METERS', 'DIRECT'] as const;
export type UkAerMonitoringMethod = (typeof UK_AER_MONITORING_METHODS)[number];

export type UkAerSourceType =
  | 'MAIN_ENGINE'
  | 'AUX_ENGINE'
  | 'GAS_TURBINE'
  | 'BOILER'
  | 'INERT_GAS_GENERATOR'
  | 'FUEL_CELLS'
  | 'WASTE_INCINERATOR'
  | 'OTHER';
export type UkAerSourceClass =
  | 'BOILERS'
  | 'FUEL_CELLS'
  | 'GAS_TURBINE'
  | 'ICE'
  | 'INERT_GAS_GENERATOR'
  | 'LNG_DIESEL_DFSS'
  | 'LNG_LBSI'
  | 'LNG_OTTO_DFMS'
  | 'LNG_OTTO_DFSS'
  | 'WASTE_INCINERATORS';
