import {
  EEA_EFTA_STATES,
  EU_MEMBER_STATES,
  OUTERMOST_REGION_CODES,
} from '../../../../domain/registry/euGeography';

/**
 * Regulatory geography used to flag flag states and ports. The member-state lists come from the
 * domain registry (src/domain/registry/euGeography.ts) so that seed flags and calculations agree;
 * the regulations (docs/regulatory-sources.md §5.2, §6) speak of "MS ports" and "EEA" without listing them (treaty fact: EU 27 +
 * IS, LI, NO).
 */
export const EU_STATES: ReadonlySet<string> = new Set(EU_MEMBER_STATES);
export const EEA_STATES: ReadonlySet<string> = new Set([...EU_MEMBER_STATES, ...EEA_EFTA_STATES]);
export const UK = 'GB';

/**
 * Territories with their own ISO code that are part of an EU member state's EU territory, so their
 * ports are EU/EEA ports: the outermost regions with own codes (TFEU Art. 349) and Åland (part of
 * Finland, inside the EU). Not included, because they are outside the EU: Faroe Islands,
 * Greenland, Svalbard, the Dutch Caribbean, French Polynesia, New Caledonia, Saint-Barthélemy.
 */
export const EU_TERRITORIES: ReadonlySet<string> = new Set([...Object.keys(OUTERMOST_REGION_CODES), 'AX']);
export const OUTERMOST_ISO_CODES: ReadonlySet<string> = new Set(Object.keys(OUTERMOST_REGION_CODES));

interface Box {
  name: string;
  country: string;
  lon: [number, number];
  lat: [number, number];
}

/**
 * Outermost regions without their own ISO code (TFEU Art. 349): identified by coordinates, since
 * their UN/LOCODEs carry the PT/ES prefix. Boxes are generous around the archipelagos and far from
 * the mainland.
 */
export const OUTERMOST_BOXES: readonly Box[] = [
  { name: 'Azores', country: 'PT', lon: [-32, -24], lat: [36, 40.5] },
  { name: 'Madeira', country: 'PT', lon: [-17.5, -15.5], lat: [29.5, 33.5] },
  { name: 'Canary Islands', country: 'ES', lon: [-18.5, -13], lat: [27, 29.7] },
];

/**
 * UN/LOCODEs under GP that lie on Saint-Barthélemy, which left the EU on 1 Jan 2012 (Council
 * Decision 2010/718/EU) and is no longer an outermost region.
 */
export const SAINT_BARTHELEMY_LOCODES: ReadonlySet<string> = new Set(['GPGUS', 'GPSBH']);

/** Northern Ireland (UK ETS: GB <-> NI voyages count 50 %, docs/regulatory-sources.md §6.2): GB ports in this box. */
export const NORTHERN_IRELAND_BOX = { lon: [-8.2, -5.3], lat: [54.0, 55.4] } as const;

export const inBox = (lon: number, lat: number, b: { lon: readonly number[]; lat: readonly number[] }) =>
  lon >= b.lon[0] && lon <= b.lon[1] && lat >= b.lat[0] && lat <= b.lat[1];
