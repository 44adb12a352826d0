import type {
  ApiKeyDto,
  FuelClassTonnes,
  Page,
  Query,
  Row,
  SnapshotDto,
  StateHistoryDto,
  VoyageDataResult,
} from '../domain/api';
import type { SnapshotInput } from '../domain/schemas/voyageData';
import { request } from './http';

/**
 * The ledger administration screens' calls: opening volume (ROB snapshots), report monitoring and
 * API keys. The routes belong to the ledger area of the server (docs/api-ledger.md); snapshots
 * are written through the one write call of the contract, `POST /api/voyage-data`.
 */

/** A list answer as a page: the server pages some lists and answers others whole. */
const asPage = <T>(data: Page<T> | T[], query: Query = {}): Page<T> =>
  Array.isArray(data)
    ? { items: data, total: data.length, page: 1, size: Math.max(data.length, Number(query.size) || 0) }
    : data;

// ─── Opening volume (ROB snapshots) ──────────────────────────────────────────────────────────

export const listSnapshots = async (query: Query, signal?: AbortSignal) =>
  asPage(await request<Page<SnapshotDto> | SnapshotDto[]>('/api/snapshots', { query, signal }), query);

/** Add and edit are the same call: the refCode names the snapshot, an existing one is replaced. */
export const saveSnapshot = (snapshot: SnapshotInput, signal?: AbortSignal) =>
  request<VoyageDataResult>('/api/voyage-data', {
    method: 'POST',
    body: { snapshots: [snapshot] },
    signal,
    // The dialog shows the refusal itself (each error on its field, a lock above the form).
    silent: true,
  });

export const deleteSnapshot = (id: number, version: number | undefined, signal?: AbortSignal) =>
  request<unknown>(`/api/snapshots/${id}`, { method: 'DELETE', query: { version }, signal, silent: true });

export type LockEventType = 'lock' | 'unlock';

export const lockSnapshot = (
  id: number,
  body: { event: LockEventType; comment?: string; version?: number },
  signal?: AbortSignal,
) => request<unknown>(`/api/snapshots/${id}/lock`, { method: 'POST', body, signal, silent: true });

export const snapshotHistory = async (id: number, signal?: AbortSignal) => {
  const data = await request<StateHistoryDto[] | Page<StateHistoryDto>>(`/api/snapshots/${id}/history`, {
    signal,
  });
  return Array.isArray(data) ? data : data.items;
};

/** The ships to choose from (the list route of the fleet area) and one ship's fuels. */
export const listShipOptions = async (signal?: AbortSignal) =>
  (await request<Page<Row>>('/api/fleet/ships', { query: { page: 1, size: 500 }, signal })).items;

export const shipFuelCodes = async (shipId: number, signal?: AbortSignal) => {
  const ship = await request<Row & { fuels?: Array<{ fuelCode: string }> }>(`/api/fleet/ships/${shipId}`, {
    signal,
  });
  return [...new Set((ship.fuels ?? []).map((f) => String(f.fuelCode)))];
};

// ─── Report monitoring ───────────────────────────────────────────────────────────────────────

/** A ship with the number of records it reported in the period. */
export interface MonitoringShipDto {
  shipId: number;
  ship: string;
  shipNameEn: string;
  shipNameZh: string | null;
  records: number;
  episodes: number;
  snapshots: number;
  /** The latest arrival reported in the period (UTC ISO). */
  lastArrival: string | null;
}

/** A raw record of the monitoring detail: times as written, fuel figures per fuel class. */
export interface MonitoringRecordDto {
  id: number;
  voyageId: number;
  voyageLocked: boolean;
  refCode: string;
  voyageNo: string;
  kind: 'port' | 'anchoring' | 'drifting';
  port: string | null;
  portNameEn: string | null;
  portNameZh: string | null;
  arrival: string;
  departure: string;
  distanceNm: number;
  robArrivalT: FuelClassTonnes;
  robDepartureT: FuelClassTonnes;
  bunkeredT: FuelClassTonnes;
  transferredT: FuelClassTonnes;
  sludgeT: FuelClassTonnes;
}

export const listMonitoring = async (query: Query, signal?: AbortSignal) => {
  const page = asPage(
    await request<Page<MonitoringShipDto> | MonitoringShipDto[]>('/api/ledger/monitoring', { query, signal }),
    query,
  );
  // The list kit addresses rows by `id`.
  return { ...page, items: page.items.map((s) => ({ id: s.shipId, ...s })) as unknown as Row[] };
};

export const monitoringRecords = async (
  shipId: number,
  query: { from?: string; to?: string },
  signal?: AbortSignal,
) => {
  const data = await request<MonitoringRecordDto[] | Page<MonitoringRecordDto>>(
    `/api/ledger/monitoring/${shipId}/records`,
    { query, signal },
  );
  return Array.isArray(data) ? data : data.items;
};

// ─── API keys ────────────────────────────────────────────────────────────────────────────────

export interface ApiKeyIssue {
  name: string;
  companyId?: number;
  shipId?: number;
}

/** The issued key: the only answer that ever carries it. */
export interface IssuedApiKey {
  key: string;
  apiKey: ApiKeyDto | null;
}

export const listApiKeys = async (query: Query, signal?: AbortSignal) =>
  asPage(await request<Page<ApiKeyDto> | ApiKeyDto[]>('/api/system/api-keys', { query, signal }), query);

export const issueApiKey = async (body: ApiKeyIssue, signal?: AbortSignal): Promise<IssuedApiKey> => {
  const data = await request<Record<string, unknown>>('/api/system/api-keys', {
    method: 'POST',
    body,
    signal,
    silent: true,
  });
  // `{ key, ...ApiKeyDto }` or `{ key, apiKey }`: either way the secret is `key`.
  const { key, apiKey, ...rest } = data as { key: string; apiKey?: ApiKeyDto };
  return {
    key: String(key ?? ''),
    apiKey: apiKey ?? ((rest as unknown as ApiKeyDto).id ? (rest as unknown as ApiKeyDto) : null),
  };
};

export const revokeApiKey = (id: number, signal?: AbortSignal) =>
  request<unknown>(`/api/system/api-keys/${id}/revoke`, { method: 'POST', signal, silent: true });

/** Companies to issue a key for (the fleet's options list). */
export const listCompanyOptions = async (signal?: AbortSignal) =>
  request<Row[] | Page<Row>>('/api/fleet/companies/options', { signal }).then((d) =>
    Array.isArray(d) ? d : d.items,
  );
