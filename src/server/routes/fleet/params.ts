import { z } from 'zod';
import { EquipmentKindSchema } from '../../../domain/schemas/fleetEquipment.js';
import { IdParams, TextId } from '../../../domain/schemas/ids.js';

/** Path parameters shared by the fleet routes (`:id` is the ship's). */
export { IdParams };
export const KindParams = IdParams.extend({ kind: EquipmentKindSchema });
export const UnitParams = KindParams.extend({ unitId: TextId });
export const RowParams = IdParams.extend({ rowId: TextId });
export const ImoParams = z.object({ imo: z.string().trim().min(1).max(20) });
