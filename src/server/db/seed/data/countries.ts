import countries from 'i18n-iso-countries';

/**
 * Country names and codes from i18n-iso-countries (ISO 3166-1 codes, CLDR-based en names, zh names
 * following mainland usage). Both flag states and ports read countries through here.
 */
export const COUNTRY_DATA_VERSION = 'i18n-iso-countries@7.14.0';

export interface CountryInfo {
  alpha2: string;
  alpha3: string;
  numeric: string;
  /** Short English name. */
  en: string;
  /** Longer English form where the package lists one as its first name, otherwise `en`. */
  enFull: string;
  zh: string;
}

/**
 * Where the package's first English name is the long official form, the short name is another
 * entry of the same package list (index given). Everything else uses the first name as both.
 */
const SHORT_NAME_INDEX: Readonly<Record<string, number>> = {
  CN: 1, // People's Republic of China -> China
  CZ: 1, // Czech Republic -> Czechia
  GM: 1, // Republic of The Gambia -> The Gambia
  IR: 1, // Islamic Republic of Iran -> Iran
  MK: 1, // The Republic of North Macedonia -> North Macedonia
  PS: 1, // State of Palestine -> Palestine
  RU: 1, // Russian Federation -> Russia
  TZ: 1, // United Republic of Tanzania -> Tanzania
  US: 1, // United States of America -> United States
};

const asList = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

function build(): Map<string, CountryInfo> {
  const en = countries.getNames('en', { select: 'all' });
  const zh = countries.getNames('zh', { select: 'official' });
  const out = new Map<string, CountryInfo>();
  for (const [alpha2, alpha3] of Object.entries(countries.getAlpha2Codes())) {
    const names = asList(en[alpha2]);
    const full = names[0] ?? '';
    out.set(alpha2, {
      alpha2,
      alpha3,
      numeric: countries.alpha2ToNumeric(alpha2) ?? '',
      en: names[SHORT_NAME_INDEX[alpha2] ?? 0] ?? full,
      enFull: full,
      zh: zh[alpha2] ?? '',
    });
  }
  return out;
}

export const COUNTRIES: ReadonlyMap<string, CountryInfo> = build();

/**
 * Netherlands Antilles (AN/ANT/530) was withdrawn from ISO 3166-1 in 2010 but UN/LOCODEs in
 * sea-ports still use it. Names from the withdrawn ISO entry; zh is the usual 荷属安的列斯.
 */
export const NETHERLANDS_ANTILLES: CountryInfo = {
  alpha2: 'AN',
  alpha3: 'ANT',
  numeric: '530',
  en: 'Netherlands Antilles',
  enFull: 'Netherlands Antilles',
  zh: '荷属安的列斯',
};

export const countryByAlpha2 = (alpha2: string): CountryInfo | undefined =>
  alpha2 === 'AN' ? NETHERLANDS_ANTILLES : COUNTRIES.get(alpha2);
