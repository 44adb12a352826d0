import { COUNTRIES, COUNTRY_DATA_VERSION } from './countries';
import { EEA_STATES, EU_STATES, UK } from './regions';

/** One GC_STATE row (docs/legacy-system.md §7) plus the regional flags the calculations use. */
export interface FlagStateSeed {
  alpha2: string;
  alpha3: string;
  numeric: string;
  /** Short names (original cnBrief / enBrief). */
  cnBrief: string;
  enBrief: string;
  /**
   * Full names (original cnName / enName). i18n-iso-countries has one zh name per country, so the
   * Chinese full name equals the short name; the English full name is the package's first
   * (longer) name where it lists one, otherwise the short name.
   */
  cnName: string;
  enName: string;
  version: string;
  /**
   * Authorised country (original authFlag). No flag is authorised by default: the authorisations
   * a class society holds are administrative data that an administrator sets.
   */
  authorised: boolean;
  isEu: boolean;
  isEea: boolean;
  isUk: boolean;
  sortNo: number;
  /** Remark in Chinese; `remarkEn` in English. */
  remark: string;
  remarkEn: string;
}

/** Codes in the package that are not ISO 3166-1 assignments. */
const USER_ASSIGNED: Readonly<Record<string, readonly [zh: string, en: string]>> = {
  XK: ['用户自定义代码（科索沃），并非 ISO 3166-1 正式分配', 'User-assigned code (Kosovo), not an ISO 3166-1 assignment'],
};

/** Every ISO 3166-1 country (plus XK), sorted by English short name. */
export const FLAG_STATES: readonly FlagStateSeed[] = [...COUNTRIES.values()]
  .sort((a, b) => a.en.localeCompare(b.en, 'en'))
  .map((c, i) => ({
    alpha2: c.alpha2,
    alpha3: c.alpha3,
    numeric: c.numeric,
    cnBrief: c.zh,
    enBrief: c.en,
    cnName: c.zh,
    enName: c.enFull,
    version: COUNTRY_DATA_VERSION,
    authorised: false,
    isEu: EU_STATES.has(c.alpha2),
    isEea: EEA_STATES.has(c.alpha2),
    isUk: c.alpha2 === UK,
    sortNo: i + 1,
    remark: USER_ASSIGNED[c.alpha2]?.[0] ?? '',
    remarkEn: USER_ASSIGNED[c.alpha2]?.[1] ?? '',
  }));
