import type {
  CompanyOption,
  FlagDocChange,
  NewChange,
  Page,
  PortOption,
  Row,
  ShipRecord,
  TfcRecord,
  UnitRecord,
  Values,
} from '../domain/api';
import type { EquipmentKind } from '../domain/schemas/fleetEquipment';
import { request, requestBlob } from './http';

/** The ship's change history, newest first (the spec's call). */
export const listChanges = (shipId: number, signal?: AbortSignal) =>
  request<FlagDocChange[]>(`/api/flagDocChange/findAllByshipIdOrderByEffectiveDateDesc/${shipId}`, {
    signal,
  });

export const recordChange = (body: NewChange, signal?: AbortSignal) =>
  request<FlagDocChange>('/api/flagDocChange', { method: 'POST', body, signal, silent: true });

export const deleteChange = (id: number, signal?: AbortSignal) =>
  request<{ id: number }>(`/api/flagDocChange/${id}`, { method: 'DELETE', signal, silent: true });

/** Company picker choices; the route answers a page (so generic selects can load it), this the rows. */
export const companyOptions = (keyword: string, signal?: AbortSignal, type?: string) =>
  request<Page<CompanyOption & Row>>('/api/fleet/companies/options', {
    query: { keyword: keyword || undefined, type },
    signal,
  }).then((p) => p.items);

/** Ports whose code or names contain `keyword` (the spec's picker call; any logged-in user). */
export const searchPorts = (keyword: string, size: number, signal?: AbortSignal) =>
  request<Page<PortOption>>('/api/gcCity/findGcCityList', {
    query: { keyword: keyword || undefined, size },
    signal,
  }).then((p) => p.items);

/** Enabled sub-types of a ship type code, for the cascading sub-type select. */
export const shipSubTypes = (typeCode: string, signal?: AbortSignal) =>
  request<Page<Row>>(`/api/shipSub/findShipSubByShipType/${encodeURIComponent(typeCode)}`, {
    signal,
  }).then((p) => p.items);

// ─── Ship edit screen: the ship, its equipment units, its consumption curve, its photo ──────

const ships = '/api/fleet/ships';
/** Writes are shown by the edit screen itself (field messages, conflict), never as a toast. */
const write = (url: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown, signal?: AbortSignal) =>
  request<Row>(url, { method, body, signal, silent: true });

/** Out-of-scope and unknown ids both answer 404 (the server never says which). */
export const getShip = (id: number, signal?: AbortSignal) =>
  request<ShipRecord>(`${ships}/${id}`, { signal, silent: true });
export const listEquipment = (id: number, signal?: AbortSignal) =>
  request<Record<EquipmentKind, UnitRecord[]>>(`${ships}/${id}/equipment`, { signal, silent: true });
export const listTfc = (id: number, signal?: AbortSignal) =>
  request<TfcRecord[]>(`${ships}/${id}/tfc`, { signal, silent: true });

/** Creates when `id` is null; an update carries the `version` it was read at (409 when stale). */
export const saveShip = (id: number | null, values: Values, signal?: AbortSignal) =>
  write(
    id === null ? ships : `${ships}/${id}`,
    id === null ? 'POST' : 'PUT',
    values,
    signal,
  ) as Promise<ShipRecord>;
export const saveUnit = (
  shipId: number,
  kind: EquipmentKind,
  id: number | null,
  values: Values,
  signal?: AbortSignal,
) =>
  write(
    `${ships}/${shipId}/equipment/${kind}${id === null ? '' : `/${id}`}`,
    id === null ? 'POST' : 'PUT',
    values,
    signal,
  ) as Promise<UnitRecord>;
export const deleteUnit = (shipId: number, kind: EquipmentKind, id: number, signal?: AbortSignal) =>
  write(`${ships}/${shipId}/equipment/${kind}/${id}`, 'DELETE', undefined, signal);
export const saveTfc = (shipId: number, id: number | null, values: Values, signal?: AbortSignal) =>
  write(
    `${ships}/${shipId}/tfc${id === null ? '' : `/${id}`}`,
    id === null ? 'POST' : 'PUT',
    values,
    signal,
  ) as Promise<TfcRecord>;
export const deleteTfc = (shipId: number, id: number, signal?: AbortSignal) =>
  write(`${ships}/${shipId}/tfc/${id}`, 'DELETE', undefined, signal);

/** The photo as multipart form data; the server re-checks type (by content) and size. */
export function uploadShipPhoto(shipId: number, file: File, signal?: AbortSignal) {
  const body = new FormData();
  body.append('file', file, file.name);
  return request<{ id: number; hasPhoto: boolean }>(`${ships}/${shipId}/photo`, {
    method: 'POST',
    body,
    signal,
    silent: true,
  });
}

/**
 * The stored photo. A new upload replaces it under the same URL, which the server lets the browser
 * cache for minutes: `no-cache` asks again each time, so a reopened dialog never shows the old one.
 */
export const getShipPhoto = (shipId: number, signal?: AbortSignal) =>
  requestBlob(`${ships}/${shipId}/photo`, { signal, silent: true, cache: 'no-cache' });
