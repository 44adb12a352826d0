import type { EquipmentKind } from './schemas/fleetEquipment.js';
import type { Regime } from './reports/types.js';

/**
 * Shapes of the HTTP API that the browser and the server share. Types only: the one place they are
 * written, imported with `import type` by services, machines, views and server routes alike.
 */

/** The two languages of every user-visible text. */
export type Lang = 'zh' | 'en';

/** The paged envelope every list route answers with (`data` of `{ success, data }`). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** A record of any list-and-form resource: an id, the optimistic-lock version, and its fields. */
export type Row = { id: number; version?: number; status?: number } & Record<string, unknown>;

/** Query-string parameters of a list call: filters, page and size. Undefined ones are not sent. */
export type Query = Record<string, string | number | undefined>;

/** Form values by field name, as a form edits them and a save sends them. */
export type Values = Record<string, unknown>;

// ─── A list's export: every row of the current filter to an .xlsx file ──────────────────────

export interface ExportColumn {
  key: string;
  /** Header in the UI language: the view translates, the file keeps what the user saw. */
  label: string;
  /** Cell text for columns whose raw value is a code (status, flags); defaults to the raw value. */
  format?: (row: Row) => string | number;
}

export interface ExportInput {
  resource: string;
  query: Query;
  columns: ExportColumn[];
  fileName: string;
}

// ─── Fleet ──────────────────────────────────────────────────────────────────────────────

/** A recorded DOC or flag change, with the names the history shows. */
export interface FlagDocChange {
  id: number;
  shipId: number;
  changeType: 'flag' | 'doc';
  oldFlagCode: string | null;
  newFlagCode: string | null;
  oldCompanyId: number | null;
  newCompanyId: number | null;
  oldCompanyEn: string | null;
  oldCompanyZh: string | null;
  newCompanyEn: string | null;
  newCompanyZh: string | null;
  effectiveDate: string;
  applied: boolean;
  createdBy: string | null;
  version: number;
}

export interface NewChange {
  shipId: number;
  changeType: 'flag' | 'doc';
  newFlagCode?: string;
  newCompanyId?: number;
  effectiveDate: string;
}

export interface CompanyOption {
  id: number;
  nameZh: string;
  nameEn: string;
}

/** A port of the port dictionary as the picker alias answers it. */
export interface PortOption {
  code: string;
  enName: string;
  cnName: string | null;
  countryEn: string | null;
  countryCn: string | null;
  /** The subdivision (province, state), which tells apart ports of one name. */
  province?: string | null;
  /** The main code when this is another code of the same port (CNDAL is CNDLC); '' or absent else. */
  sameAs?: string | null;
  /** IANA zone: a port call's times default to its offset at their date. */
  timeZone?: string | null;
}

/** A ship as the detail call answers: every column, its fuels, authorities and `hasPhoto`. */
export type ShipRecord = Row & { version: number; fuels?: Array<{ fuelCode: string; method: string }> };
/** One equipment unit: the kind's fields flat beside id, kind, board serial and version. */
export type UnitRecord = Row & { kind: EquipmentKind; boardSn: string; version: number };
/** One row of the theoretical consumption curve (t/day per average speed). */
export type TfcRecord = Row & { speed: number; meDaily: number; version: number };

// ─── Session, settings, dashboard ─────────────────────────────────────────────────────────

export interface SysRole {
  id: number | string;
  code: string;
  name: string;
  nameZh?: string | null;
  nameEn?: string | null;
}
export interface LoginData {
  token: string;
  name: string;
  allowPage: string[];
  allowButton: string[];
  sysRoles: SysRole[];
  activeRoleId: number | string | null;
  imoList: unknown[];
  shipList: unknown[];
  mustChangePassword: boolean;
}
export interface UserInfo {
  roles: string[];
  name: string;
  /** The user's name in each language; the screens show the one of the UI language (nameInLang). */
  nameZh?: string | null;
  nameEn?: string | null;
  avatar: string | null;
  introduction: string | null;
  sysRoles: SysRole[];
  activeRoleId: number | string | null;
  allowPage: string[];
  allowButton: string[];
  mustChangePassword: boolean;
  /** How long the server keeps a session nobody uses (`EEOI_SESSION_IDLE_MINUTES`); 30 if absent. */
  idleMinutes?: number;
}
export interface MenuItem {
  id: number;
  pid: number;
  url: string | null;
  title: string;
  titleZh?: string | null;
  titleEn?: string | null;
  icon?: string | null;
  menuType: number;
  perms?: string | null;
  keepAlive?: boolean;
  hidden?: boolean;
  orderNum?: number;
  children?: MenuItem[];
}
export interface Captcha {
  captchaId: string;
  svg: string;
}
export interface LoginInput {
  username: string;
  password: string;
  verifycode: string;
  captchaId: string;
  i18n: 'zh' | 'en';
}
export interface CrmLoginInput {
  token: string;
  uid: string;
  i18n: 'zh' | 'en';
}

export interface PasswordInput {
  oldPassword: string;
  newPassword: string;
  dupnewPassword: string;
}

/** The public settings (login page, footer): readable without a session. */
export interface PublicSettings {
  systemTitleZh: string;
  systemTitleEn: string;
  contactEmail: string;
  contactPhone: string;
  captcha: boolean;
  version: string;
}

/** The ship's previous call as the port-call form shows it beside the new ROB (null: none yet). */
export interface PreviousRobDto {
  refCode: string;
  voyageNo: string;
  port: string | null;
  /** Local time with the offset the ship wrote (`2025-03-02T14:30+08:00`). */
  departure: string;
  fuels: Array<{ fuel: string; robDepartureT: number }>;
}

/** The dashboard's counts by name. */
export type DashboardSummary = Record<string, number>;

// ─── Voyage ledger (docs/ledger.md §3) ──────────────────────────────────────────────────

/** Tonnes per fuel class (HFO, LFO, MDO_MGO, LPG_PROPANE, LPG_BUTANE, LNG, METHANOL, ETHANOL). */
export type FuelClassTonnes = Partial<Record<string, number>>;

/**
 * A port's dictionary names: English, then Chinese (null when the dictionary has none), then the
 * port's main code when this one is another code of the same port (CNDAL → CNDLC; null or absent
 * for a main code).
 */
export type PortNamePair = [en: string, zh: string | null, sameAs?: string | null];

/** A derived leg or MRV voyage as the read calls answer it; times are UTC ISO instants. */
export interface LegDto {
  id: number;
  voyageNo: string;
  kind: 'imo' | 'eu' | 'uk';
  seq: number;
  fromPort: string | null;
  toPort: string | null;
  /**
   * The ports' dictionary names [English, Chinese], where the read carries them (the voyage list
   * does), so a screen names a port with its code rather than by the code alone.
   */
  fromPortNames?: PortNamePair | null;
  toPortNames?: PortNamePair | null;
  departure: string;
  arrival: string;
  distanceNm: number;
  hoursUnderway: number;
  hoursStopped: number;
  fuelAtSeaT: FuelClassTonnes;
  fuelInPortT: FuelClassTonnes;
  fuelIceT: FuelClassTonnes;
  fuelRescueT: FuelClassTonnes;
  co2T: number;
  cargoT: number;
  ballastT: number;
  teu: number;
  teuLaden: number;
  passengers: number;
  vehicles: number;
  transportWorkTnm: number;
  eeoi: number | null;
  euCategory?: 'intra' | 'outbound' | 'inbound' | null;
}

export type LockState = 'unlocked' | 'locked';

/** A company voyage with its indicators and its IMO legs and EU (and UK) voyages. */
export interface VoyageDto {
  id: number;
  version: number;
  shipId: number;
  /** IMO number, or registration number when the ship has none. */
  ship: string;
  shipNameEn: string;
  shipNameZh: string | null;
  voyageNo: string;
  status: LockState;
  start: string | null;
  end: string | null;
  distanceNm: number | null;
  hoursUnderway: number | null;
  co2T: number | null;
  transportWorkTnm: number | null;
  eeoi: number | null;
  co2PerNmKg: number | null;
  speedReductionPct: number | null;
  loadUtilisationPct: number | null;
  ballastDistanceRatio: number | null;
  legs: LegDto[];
}

/** Period totals by the snapshot rule. */
export interface TotalsDto {
  distanceNm: number;
  hoursUnderway: number;
  fuelT: FuelClassTonnes;
  co2T: number;
  transportWorkTnm: number;
  legs: number;
}

/** Answer of `POST /api/voyage-data`. */
export interface VoyageDataResult {
  created: number;
  updated: number;
  unchanged: number;
  voyages: { ship: string; voyageNo: string }[];
}

/** One error of a refused write (422 `invalid_voyage_data`). */
export interface VoyageDataError {
  path: string;
  code: string;
  message: string;
}

/** A stored record as the screens read it: the write shape plus its id, version and voyage state. */
export interface LedgerRecordDto {
  id: number;
  version: number;
  voyageId: number;
  voyageLocked: boolean;
  portNameEn: string | null;
  portNameZh: string | null;
  /** The record exactly in the write contract's shape (local times with offsets). */
  record: import('./schemas/voyageData.js').RecordInput;
}

export interface LedgerEpisodeDto {
  id: number;
  version: number;
  voyageId: number;
  voyageLocked: boolean;
  episode: import('./schemas/voyageData.js').EpisodeInput;
}

export interface SnapshotDto {
  id: number;
  version: number;
  shipId: number;
  ship: string;
  shipNameEn: string;
  shipNameZh: string | null;
  status: LockState;
  snapshot: import('./schemas/voyageData.js').SnapshotInput;
}

/** A `state_history` row as the History tabs show it. */
export interface StateHistoryDto {
  id: number;
  fromState: string;
  event: string;
  toState: string;
  actorName: string | null;
  role: string;
  at: string;
  comment: string | null;
}

/** An API key as the administration screen lists it (never the key itself). */
export interface ApiKeyDto {
  id: number;
  name: string;
  companyId: number | null;
  companyName: string | null;
  shipId: number | null;
  shipName: string | null;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

// ─── Documents, notices and the public portal (docs/documents-and-portal.md) ─────────────

export interface AttachmentDto {
  documentId: number;
  fileId: string;
  name: string;
  size: number;
  mime: string;
}

/** An attachment in the document dialog: `remove` marks it to be removed when the dialog saves. */
export type FormAttachment = AttachmentDto & { remove?: boolean };

/** A published document as the portal, the dashboard and the library read it. */
export interface PublicDocumentDto {
  id: number;
  name: string;
  number: string;
  docType: number;
  title: string;
  content?: string;
  language: string;
  publishedAt: string | null;
  attachments?: AttachmentDto[];
}

export interface DashboardDocuments {
  notices: PublicDocumentDto[];
  latest: PublicDocumentDto[];
}

/** The "what to do next" counts that have a source; a missing key has none for this user. */
/** A report the verifier returned, as the dashboard's to-do names it. */
export interface ReturnedReport {
  id: number;
  regime: Regime;
  shipName: string;
  year: number;
  comment: string | null;
  at: string;
}

export interface DashboardNext {
  voyagesUnlocked?: number;
  /** Reports in the user's scope still to finish: drafts and locked ones not yet submitted. */
  reportsOpen?: number;
  /** Submitted reports waiting for a verifier (answered to those who may confirm). */
  verifierInbox?: number;
  /**
   * Drafts the verifier sent back, newest return first, with its reason (answered to those whose
   * role fixes and resubmits them).
   */
  reportsReturned?: ReturnedReport[];
  /** Consumption alerts of the last 90 days in scope (answered to those who may list the data assessment). */
  alertsRecent?: number;
  /** The year the CII figures are of: this year (year to date while it runs). */
  ciiYear?: number;
  /** Ships in scope with a stored CII rating this year, by rating (answered to the CII fleet page's users). */
  ciiRated?: number;
  ciiByRating?: Partial<Record<string, number>>;
  /** Ships in scope rated E this year or D two years running. */
  ciiAtRisk?: number;
}

export interface SoftwareDownload {
  packages: PublicDocumentDto[];
  versions: Array<{
    id: number;
    sysCode: string;
    upType: number;
    preVersion: string;
    newVersion: string;
    content: string;
    updatedAt: string;
  }>;
}

export interface CertificationTexts {
  zh: PublicDocumentDto | null;
  en: PublicDocumentDto | null;
}

export interface FleetStats {
  emissionsByYear: Array<{ year: number; ships: number; co2T: number }>;
  /** Stored CII ratings of the opted-in ships: ships per year and rating (docs/cii-ratings.md §7). */
  ciiDistribution: Array<{ year: number; rating: string; ships: number }>;
}
