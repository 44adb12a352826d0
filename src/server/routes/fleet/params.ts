import { z } from 'zod';
import { EquipmentKindSchema } from '../../../domain/schemas/fleetEquipment.js';
import { IdParams } from '../../repositories/kit/params.js';

/** Path parameters shared by the fleet routes (`:id` is the ship's). */
export { IdParams };
export const KindParams = IdParams.extend({ kind: EquipmentKindSchema });
export const UnitParams = KindParams.extend({ unitId: z.coerce.number().int().positive() });
export const RowParams = IdParams.extend({ rowId: z.coerce.number().int().positive() });
export const ImoParams = z.object({ imo: z.string().trim().min(1).max(20) });
