import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { timestamps, version } from './columns.js';

/**
 * Reference dictionaries (docs/legacy-system.md §7). Every table has a surrogate id for the
 * REST calls, a unique business code that other rows refer to, `status` (1 enabled / 0 frozen: a
 * frozen entry stays valid on old records but pickers stop offering it), an optimistic-lock
 * `version` and audit timestamps. Column names follow the seed data so rows insert unchanged.
 */
const common = () => ({
  id: serial('id').primaryKey(),
  status: smallint('status').notNull().default(1),
  /** The remark in Chinese; `remark_en` carries it in English, so each UI language shows its own. */
  remark: text('remark').notNull().default(''),
  remarkEn: text('remark_en').notNull().default(''),
  ...version,
  ...timestamps,
});
const str = (name: string) => text(name).notNull().default('');

export const fuelTypes = pgTable('dic_fuel_types', {
  ...common(),
  code: text('code').notNull().unique(),
  cnName: text('cn_name').notNull(),
  enName: text('en_name').notNull(),
  /** The registry fuel class (src/domain/registry/fuels.ts) whose factors the row carries. */
  registryCode: text('registry_code').notNull(),
  carbonContent: doublePrecision('carbon_content').notNull(),
  cf: doublePrecision('cf').notNull(),
  sulphurClass: text('sulphur_class'),
  sortNo: integer('sort_no').notNull().default(0),
});

export const energyForms = pgTable('dic_energy_forms', {
  ...common(),
  code: text('code').notNull().unique(),
  cnName: text('cn_name').notNull(),
  enName: text('en_name').notNull(),
});

export const flagStates = pgTable(
  'dic_flag_states',
  {
    ...common(),
    alpha2: text('alpha2').notNull().unique(),
    alpha3: text('alpha3').notNull().unique(),
    numeric: text('numeric').notNull().unique(),
    cnBrief: text('cn_brief').notNull(),
    enBrief: text('en_brief').notNull(),
    cnName: text('cn_name').notNull(),
    enName: text('en_name').notNull(),
    dataVersion: str('data_version'),
    authorised: boolean('authorised').notNull().default(false),
    isEu: boolean('is_eu').notNull().default(false),
    isEea: boolean('is_eea').notNull().default(false),
    isUk: boolean('is_uk').notNull().default(false),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('dic_flag_states_sort_idx').on(t.sortNo), index('dic_flag_states_status_idx').on(t.status)],
);

export const ports = pgTable(
  'dic_ports',
  {
    ...common(),
    /** UN/LOCODE */
    code: text('code').notNull().unique(),
    enName: text('en_name').notNull(),
    cnName: str('cn_name'),
    city: str('city'),
    countryAlpha2: str('country_alpha2'),
    countryAlpha3: text('country_alpha3').notNull(),
    countryEn: text('country_en').notNull(),
    countryCn: str('country_cn'),
    province: str('province'),
    /**
     * The port's main UN/LOCODE when this code is another code of the same port (CNDAL for
     * CNDLC, Dalian: one sea-ports entry lists both, the main one first); '' for a main code.
     */
    sameAs: str('same_as'),
    branch: str('branch'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    timeZone: str('time_zone'),
    /** Flags the EU/UK calculations read: EU/EEA port, UK port, Northern Ireland, outermost region. */
    isEea: boolean('is_eea').notNull().default(false),
    isUk: boolean('is_uk').notNull().default(false),
    isNorthernIreland: boolean('is_northern_ireland').notNull().default(false),
    isOutermostRegion: boolean('is_outermost_region').notNull().default(false),
    dataVersion: str('data_version'),
  },
  (t) => [
    index('dic_ports_en_name_idx').on(t.enName),
    index('dic_ports_country_idx').on(t.countryAlpha3),
    index('dic_ports_status_idx').on(t.status),
  ],
);

export const cities = pgTable('dic_cities', {
  ...common(),
  code: text('code').notNull().unique(),
  cnName: text('cn_name').notNull(),
  enName: text('en_name').notNull(),
  provinceCn: str('province_cn'),
  provinceEn: str('province_en'),
  countryAlpha2: text('country_alpha2').notNull(),
});

export const classSocieties = pgTable('dic_class_societies', {
  ...common(),
  code: text('code').notNull().unique(),
  iacsCode: str('iacs_code'),
  isIacsMember: boolean('is_iacs_member').notNull().default(false),
  abbreviation: text('abbreviation').notNull(),
  fullName: text('full_name').notNull(),
  cnFullName: str('cn_full_name'),
  /** ISO 3166-1 alpha-3 of the head office. */
  country: text('country').notNull(),
  address: str('address'),
  cnAddress: str('cn_address'),
  phone: str('phone'),
  fax: str('fax'),
  telex: str('telex'),
  telegraph: str('telegraph'),
  email: str('email'),
  postcode: str('postcode'),
  website: str('website'),
  dataVersion: str('data_version'),
});

export const shipTypes = pgTable('dic_ship_types', {
  ...common(),
  code: text('code').notNull().unique(),
  enName: text('en_name').notNull(),
  cnName: text('cn_name').notNull(),
  imoType: text('imo_type').notNull(),
  euType: text('eu_type').notNull(),
  /** CII ship type of src/domain/registry/shipTypes.ts, or 'other'. */
  calcType: text('calc_type').notNull(),
});

export const shipSubTypes = pgTable(
  'dic_ship_sub_types',
  {
    ...common(),
    // A code, not an id: ships and the spec's findShipSubByShipType/{type} speak codes. Renaming a
    // type code carries its sub-types along; deleting a type with sub-types is refused.
    typeCode: text('type_code')
      .notNull()
      .references(() => shipTypes.code, { onUpdate: 'cascade', onDelete: 'restrict' }),
    subCode: text('sub_code').notNull().unique(),
    cnName: text('cn_name').notNull(),
    enName: str('en_name'),
    calcType: text('calc_type'),
    euType: text('eu_type'),
  },
  (t) => [index('dic_ship_sub_types_type_idx').on(t.typeCode)],
);

/** Ranges are [min, max); max null = open-ended. */
export const grossTonRanges = pgTable('dic_gross_ton_ranges', {
  ...common(),
  code: text('code').notNull().unique(),
  cnName: text('cn_name').notNull(),
  enName: text('en_name').notNull(),
  min: doublePrecision('min').notNull(),
  max: doublePrecision('max'),
});

/** Two age bands cannot start at the same age, so `min` is the business key. */
export const shipAgeRanges = pgTable('dic_ship_age_ranges', {
  ...common(),
  min: integer('min').notNull().unique(),
  max: integer('max'),
});

export const evaluationParams = pgTable('dic_evaluation_params', {
  ...common(),
  /** The exact Chinese key the assessment code reads (original DIC_EVALUATION.paramname). */
  name: text('name').notNull().unique(),
  enName: str('en_name'),
  /** Fraction (0.3 = 30 %); null = not set. */
  value: doublePrecision('value'),
});

export const systemDictionary = pgTable('sys_dictionary', {
  ...common(),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  type: str('type'),
  value: str('value'),
});

export const testParams = pgTable('sys_test_params', {
  ...common(),
  name: text('name').notNull().unique(),
  value: str('value'),
});
