import seaPorts, { type SeaPort } from 'sea-ports';
import { countryByAlpha2 } from './countries';
import { NETHERLANDS_ANTILLES_SUCCESSORS, SWAPPED_COORDINATES, TIME_ZONE_FIXES } from './portCorrections';
import { CHINA_PORT_NAMES_ZH, WORLD_PORT_NAMES_ZH } from './portNamesZh';
import { EUROPE_PORT_NAMES_ZH } from './portNamesZhEurope';
import {
  EEA_STATES,
  EU_TERRITORIES,
  NORTHERN_IRELAND_BOX,
  OUTERMOST_BOXES,
  OUTERMOST_ISO_CODES,
  SAINT_BARTHELEMY_LOCODES,
  UK,
  inBox,
} from './regions';

export const PORT_DATA_VERSION = 'sea-ports@0.0.9';

/** One GC_CITY row (docs/legacy-system.md §7) plus the flags the EU/UK calculations use. */
export interface PortSeed {
  /** UN/LOCODE. */
  code: string;
  enName: string;
  /** '' where no reliable Chinese name is known (see portNamesZh.ts). */
  cnName: string;
  city: string;
  /** ISO country of the port; the LOCODE prefix, except for withdrawn AN codes. */
  countryAlpha2: string;
  countryAlpha3: string;
  countryEn: string;
  countryCn: string;
  /** As given by sea-ports (English/local transliteration); '' if absent. */
  province: string;
  /**
   * The main code when sea-ports lists this port under several UN/LOCODEs (its `unlocs`, the main
   * one first): CNDAL is CNDLC, Dalian. '' for a main code.
   */
  sameAs: string;
  /** CCS branch office: administrative data, not in any public set, left ''. */
  branch: string;
  longitude: number | null;
  latitude: number | null;
  /** IANA time zone; '' where sea-ports has none and it cannot be derived. */
  timeZone: string;
  /** EU or EEA port (EU MRV, EU ETS, FuelEU): EU 27 + IS/LI/NO + EU territories with own codes. */
  isEea: boolean;
  /** UK port for UK MRV / UK ETS: GB only; Crown Dependencies and Overseas Territories are not. */
  isUk: boolean;
  /** Northern Ireland port (UK ETS GB <-> NI 50 %). */
  isNorthernIreland: boolean;
  /** EU outermost region (TFEU Art. 349), for the ETS/FuelEU outermost-region rules. */
  isOutermostRegion: boolean;
  version: string;
  /** Notes on corrections, in Chinese; `remarkEn` in English. */
  remark: string;
  remarkEn: string;
}

const RAW: Readonly<Record<string, SeaPort>> = seaPorts.JSON;

/** Time zone of a country when every port of it in sea-ports that has one agrees. */
function singleZoneByCountry(): Map<string, string> {
  const zones = new Map<string, Set<string>>();
  for (const [code, p] of Object.entries(RAW)) {
    const tz = TIME_ZONE_FIXES[code] ?? p.timezone;
    if (!tz) continue;
    const key = code.slice(0, 2);
    zones.set(key, (zones.get(key) ?? new Set()).add(tz));
  }
  const out = new Map<string, string>();
  for (const [k, set] of zones) if (set.size === 1) out.set(k, [...set][0]);
  return out;
}

function outermost(code: string, alpha2: string, lon: number | null, lat: number | null): boolean {
  if (SAINT_BARTHELEMY_LOCODES.has(code)) return false;
  if (OUTERMOST_ISO_CODES.has(alpha2)) return true;
  if (lon === null || lat === null) return false;
  return OUTERMOST_BOXES.some((b) => b.country === alpha2 && inBox(lon, lat, b));
}

function toSeed(code: string, p: SeaPort, zones: Map<string, string>): PortSeed {
  const prefix = code.slice(0, 2);
  const alpha2 = NETHERLANDS_ANTILLES_SUCCESSORS[code] ?? prefix;
  const country = countryByAlpha2(alpha2);
  const swapped = SWAPPED_COORDINATES.has(code);
  const c = p.coordinates;
  const longitude = c ? (swapped ? c[1] : c[0]) : null;
  const latitude = c ? (swapped ? c[0] : c[1]) : null;
  const tzFixed = TIME_ZONE_FIXES[code];
  const timeZone = tzFixed ?? p.timezone ?? zones.get(prefix) ?? '';
  const remarks: [zh: string, en: string][] = [];
  if (swapped) remarks.push(['数据源中经纬度颠倒，已更正', 'coordinates swapped in source, corrected']);
  if (tzFixed)
    remarks.push(
      p.timezone
        ? [`时区已更正（原为 ${p.timezone}）`, `time zone corrected from ${p.timezone}`]
        : ['已补充时区', 'time zone added'],
    );
  else if (!p.timezone && timeZone) remarks.push(['时区取自该国其他港口', 'time zone from the other ports of the country']);
  if (alpha2 !== prefix)
    remarks.push([
      `LOCODE 前缀 ${prefix}（已撤销）；国家 ${alpha2}`,
      `LOCODE prefix ${prefix} (withdrawn); country ${alpha2}`,
    ]);
  if (SAINT_BARTHELEMY_LOCODES.has(code))
    remarks.push(['圣巴泰勒米：自 2012 年起不属于欧盟', 'Saint-Barthélemy: outside the EU since 2012']);
  const stBarth = SAINT_BARTHELEMY_LOCODES.has(code);
  if (p.unlocs.length > 1 && p.unlocs[0] !== code)
    remarks.push([`与 ${p.unlocs[0]} 为同一港口`, `the same port as ${p.unlocs[0]}`]);
  return {
    code,
    enName: p.name,
    cnName: CHINA_PORT_NAMES_ZH[code] ?? WORLD_PORT_NAMES_ZH[code] ?? EUROPE_PORT_NAMES_ZH[code] ?? '',
    city: p.city ?? '',
    countryAlpha2: alpha2,
    countryAlpha3: country?.alpha3 ?? '',
    countryEn: country?.en ?? p.country ?? '',
    countryCn: country?.zh ?? '',
    province: p.province ?? '',
    sameAs: p.unlocs.length > 1 && p.unlocs[0] !== code ? p.unlocs[0]! : '',
    branch: '',
    longitude,
    latitude,
    timeZone,
    isEea: !stBarth && (EEA_STATES.has(alpha2) || EU_TERRITORIES.has(alpha2)),
    isUk: alpha2 === UK,
    isNorthernIreland:
      alpha2 === UK && longitude !== null && latitude !== null && inBox(longitude, latitude, NORTHERN_IRELAND_BOX),
    isOutermostRegion: outermost(code, alpha2, longitude, latitude),
    version: PORT_DATA_VERSION,
    remark: remarks.map((r) => r[0]).join('；'),
    remarkEn: remarks.map((r) => r[1]).join('; '),
  };
}

function build(): PortSeed[] {
  const zones = singleZoneByCountry();
  return Object.entries(RAW)
    .map(([code, p]) => toSeed(code, p, zones))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** Every sea-ports entry (1,634), keyed by UN/LOCODE, sorted by code. */
export const PORTS: readonly PortSeed[] = build();
