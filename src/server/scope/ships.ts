import type { Db } from '../db/client.js';

export interface ShipScopeUser {
  userId: number;
  isAdmin: boolean;
  dataScope: string;
  companyId: number | null;
  authorityCode: string | null;
}

export interface ScopedShips {
  imoList: string[];
  shipList: Array<{ id: number; imo: string | null; name: string }>;
}

/**
 * The ships a user may see, for the login answer. The fleet tables arrive with the companies and
 * ships issue, which replaces this body with the scoped SQL query; until then no ship exists.
 */
export async function scopedShips(_db: Db, _user: ShipScopeUser): Promise<ScopedShips> {
  return { imoList: [], shipList: [] };
}
