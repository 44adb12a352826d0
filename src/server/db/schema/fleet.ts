import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz, version } from './columns.js';
import { files } from './files.js';

/**
 * Companies and ships (docs/legacy-system.md §5, §6). Dictionary values are kept by their business
 * codes (flag alpha-3, UN/LOCODE, ship type, class society, fuel), so a dictionary edit never
 * orphans a ship. Company links are foreign keys: a company with ships cannot disappear.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    /** The class society's customer code (CCS code); also the key authority users are mapped by. */
    code: text('code').unique(),
    customerNo: text('customer_no'),
    imoNumber: text('imo_number').notNull(),
    /** owner, operator, doc_holder, builder, authority, other; a company may be several. */
    types: text('types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => companies.id, { onDelete: 'restrict' }),
    administration: text('administration'),
    registeredAddressZh: text('registered_address_zh').notNull().default(''),
    registeredAddressEn: text('registered_address_en').notNull().default(''),
    officeAddressZh: text('office_address_zh').notNull().default(''),
    officeAddressEn: text('office_address_en').notNull().default(''),
    contactPerson: text('contact_person').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    businessScope: text('business_scope').notNull().default(''),
    businessRoutes: text('business_routes').notNull().default(''),
    certificateNo: text('certificate_no'),
    certificateExpiry: date('certificate_expiry', { mode: 'string' }),
    remark: text('remark'),
    /**
     * The owner agreed that its ships' emissions appear in the public fleet charts (`/exchart`,
     * docs/documents-and-portal.md §2); off by default, so nothing is public without consent.
     */
    publicStats: boolean('public_stats').notNull().default(false),
    ...version,
    ...timestamps,
  },
  (t) => [index('companies_parent_idx').on(t.parentId)],
);

const companyRef = (name: string) => integer(name).references(() => companies.id, { onDelete: 'restrict' });

export const ships = pgTable(
  'ships',
  {
    id: serial('id').primaryKey(),
    imo: text('imo').unique(),
    registrationNo: text('registration_no').unique(),
    ccsNo: text('ccs_no'),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh'),
    shipTypeCode: text('ship_type_code').notNull(),
    subTypeCode: text('sub_type_code'),
    otherTypeText: text('other_type_text'),
    flagCode: text('flag_code').notNull(),
    homePortCode: text('home_port_code').notNull(),
    classCode: text('class_code'),
    ownerCompanyId: companyRef('owner_company_id'),
    operatorCompanyId: companyRef('operator_company_id'),
    docCompanyId: companyRef('doc_company_id'),
    builderCompanyId: companyRef('builder_company_id'),
    ownerAddress: text('owner_address'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    contractDate: date('contract_date', { mode: 'string' }),
    lastDockDate: date('last_dock_date', { mode: 'string' }),
    gt: doublePrecision('gt').notNull(),
    nt: doublePrecision('nt').notNull(),
    dwt: doublePrecision('dwt').notNull(),
    designSpeed: doublePrecision('design_speed').notNull(),
    serviceSpeed: doublePrecision('service_speed'),
    iceClass: text('ice_class'),
    passengers: integer('passengers'),
    cars: integer('cars'),
    teu: integer('teu'),
    lengthOverall: doublePrecision('length_overall'),
    breadth: doublePrecision('breadth'),
    depth: doublePrecision('depth'),
    lbp: doublePrecision('lbp'),
    eediAttained: doublePrecision('eedi_attained'),
    eediGrade: text('eedi_grade'),
    eexi: doublePrecision('eexi'),
    eiv: doublePrecision('eiv'),
    businessMode: text('business_mode'),
    /** EU MRV monitoring method A-D (docs/legacy-system.md §3). */
    mrvMethod: text('mrv_method'),
    scrubber: boolean('scrubber').notNull().default(false),
    mrvContactTitle: text('mrv_contact_title'),
    mrvContactName: text('mrv_contact_name'),
    mrvContactPost: text('mrv_contact_post'),
    mrvContactPhone: text('mrv_contact_phone'),
    mrvContactEmail: text('mrv_contact_email'),
    photoFileId: text('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    remark: text('remark'),
    /**
     * What the list's keyword matches: names, IMO and registration number, lower-cased, in one
     * column. One trigram index over the joined text finds '%bench 12%' in 0.24 ms on 10,000 ships,
     * where ilike over the four columns (a trigram index on each) fell back to a 22 ms scan: the
     * words are common, only their sequence is selective.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name_en || ' ' || coalesce(name_zh, '') || ' ' || coalesce(imo, '') || ' ' || coalesce(registration_no, ''))`,
    ),
    ...version,
    ...timestamps,
  },
  (t) => [
    // Owner first, so it serves what an owner index would; with the other two links a company
    // user's scope is counted from the index alone (10,000 ships: the list's total 2.1 → 0.9 ms).
    index('ships_links_idx').on(t.ownerCompanyId, t.operatorCompanyId, t.docCompanyId),
    index('ships_operator_idx').on(t.operatorCompanyId),
    index('ships_doc_idx').on(t.docCompanyId),
    // The list's company filter ORs all four links; one unindexed column forces a full scan.
    index('ships_builder_idx').on(t.builderCompanyId),
    index('ships_type_idx').on(t.shipTypeCode, t.subTypeCode),
    // The list's order (name, then id) with the scope's links: a page deep in the list walks this
    // index alone, without sorting or reading the rows it skips (offset 3,000: 14 → 1.7 ms).
    index('ships_name_id_idx').on(t.nameEn, t.id, t.ownerCompanyId, t.operatorCompanyId, t.docCompanyId),
    // Keyword search (pg_trgm, created by migration 0001; PGlite loads the same extension).
    index('ships_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

const shipRef = (cascade: boolean) =>
  integer('ship_id')
    .notNull()
    .references(() => ships.id, { onDelete: cascade ? 'cascade' : 'restrict' });

/** The ship's fuels and how each is measured (1 BDN, 2 flow meter, 3 tank monitoring). */
export const shipFuels = pgTable(
  'ship_fuels',
  { shipId: shipRef(true), fuelCode: text('fuel_code').notNull(), method: text('method').notNull() },
  (t) => [primaryKey({ columns: [t.shipId, t.fuelCode] })],
);

/** Competent authorities supervising a ship; authority users see the ships mapped to their code. */
export const shipAuthorities = pgTable(
  'ship_authorities',
  { shipId: shipRef(true), authorityCode: text('authority_code').notNull() },
  (t) => [
    primaryKey({ columns: [t.shipId, t.authorityCode] }),
    index('ship_auth_code_idx').on(t.authorityCode),
  ],
);

/**
 * Every kind of equipment in one table: the ten kinds share one lifecycle (units per ship, board
 * serial, tab CRUD) and differ only in descriptive fields nothing queries by, so the fields are
 * JSON validated on every write by the kind's zod schema (src/domain/schemas/fleetEquipment.ts).
 */
export const shipEquipment = pgTable(
  'ship_equipment',
  {
    id: serial('id').primaryKey(),
    shipId: shipRef(true),
    kind: text('kind').notNull(),
    boardSn: text('board_sn').notNull(),
    attrs: jsonb('attrs').notNull().$type<Record<string, unknown>>(),
    ...version,
    ...timestamps,
  },
  (t) => [uniqueIndex('ship_equipment_unit_idx').on(t.shipId, t.kind, t.boardSn)],
);

/** Theoretical consumption curve (OI_SHIP_TFC): daily fuel in tonnes per average speed. */
export const shipTfc = pgTable(
  'ship_tfc',
  {
    id: serial('id').primaryKey(),
    shipId: shipRef(true),
    speed: smallint('speed').notNull(),
    meDaily: doublePrecision('me_daily').notNull(),
    aeDaily: doublePrecision('ae_daily').notNull().default(0),
    boilerDaily: doublePrecision('boiler_daily').notNull().default(0),
    shipDaily: doublePrecision('ship_daily').notNull(),
    ...version,
    ...timestamps,
  },
  (t) => [uniqueIndex('ship_tfc_speed_idx').on(t.shipId, t.speed)],
);

/** Flag and DOC changes: history that splits reporting periods, so a ship with any is not deleted. */
export const flagDocChanges = pgTable(
  'flag_doc_changes',
  {
    id: serial('id').primaryKey(),
    shipId: shipRef(false),
    /** 'flag' | 'doc' */
    changeType: text('change_type').notNull(),
    oldFlagCode: text('old_flag_code'),
    newFlagCode: text('new_flag_code'),
    oldCompanyId: companyRef('old_company_id'),
    newCompanyId: companyRef('new_company_id'),
    effectiveDate: tstz('effective_date').notNull(),
    /** Set once the ship's flag or DOC holder was updated from this change. */
    applied: boolean('applied').notNull().default(false),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    ...version,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('flag_doc_changes_when_idx').on(t.shipId, t.changeType, t.effectiveDate),
    index('flag_doc_changes_pending_idx')
      .on(t.effectiveDate)
      .where(sql`${t.applied} = false`),
  ],
);
