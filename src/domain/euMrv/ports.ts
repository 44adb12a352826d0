import { EEA_EFTA_STATES, EU_MEMBER_STATES, OUTERMOST_REGION_CODES } from '../registry/euGeography';

/** A port as the API receives it: country is ISO 3166-1 alpha-2. */
export interface Port {
  readonly locode?: string;
  readonly country: string;
  /** Azores, Madeira, Canary Islands: no own ISO code, so the caller says so. */
  readonly outermostRegion?: boolean;
  /** Listed neighbouring container transhipment port (Art. 3ga(2)); honoured only outside the EEA. */
  readonly containerTranshipment?: boolean;
}

export interface PortClass {
  /** Port under the jurisdiction of an EEA state (EU member state or IS/LI/NO). */
  readonly eea: boolean;
  /** State whose jurisdiction the port is under (FR for Réunion etc.); null outside the EEA. */
  readonly state: string | null;
  readonly outermost: boolean;
  readonly transhipment: boolean;
}

const EEA = new Set<string>([...EU_MEMBER_STATES, ...EEA_EFTA_STATES]);

/** True for an EEA country code or an outermost-region code that belongs to one. */
export const isEeaCountry = (country: string): boolean =>
  EEA.has(country.toUpperCase()) || Object.hasOwn(OUTERMOST_REGION_CODES, country.toUpperCase());

function classifyUncached(c: string, outermostFlag: boolean, transhipmentFlag: boolean): PortClass {
  const orState = OUTERMOST_REGION_CODES[c];
  if (orState) return { eea: true, state: orState, outermost: true, transhipment: false };
  if (EEA.has(c)) return { eea: true, state: c, outermost: outermostFlag, transhipment: false };
  return { eea: false, state: null, outermost: false, transhipment: transhipmentFlag };
}

// Classification is hot (one call per voyage end over a fleet-year), so results are memoised per
// (country, flags); the key space is tiny (≈250 codes × 4).
const memo = new Map<string, PortClass>();

export function classifyPort(p: Port): PortClass {
  // Fast path without string building for the common unflagged port.
  const key =
    p.outermostRegion || p.containerTranshipment
      ? `${p.country}|${p.outermostRegion ? 'o' : ''}${p.containerTranshipment ? 't' : ''}`
      : p.country;
  let hit = memo.get(key);
  if (!hit) {
    hit = classifyUncached(
      p.country.toUpperCase(),
      p.outermostRegion === true,
      p.containerTranshipment === true,
    );
    memo.set(key, hit);
  }
  return hit;
}
