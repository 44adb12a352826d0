import { z } from 'zod';
import { TextId } from '../../../domain/schemas/ids.js';
import { PageQuery } from '../../http/validate.js';

/** The user list's query (users screen and ship-authorisation screen). */
export const UserQuery = PageQuery(20).extend({
  keyword: z.string().trim().max(64, 'msg.too_long').optional(),
  roleId: TextId.optional(),
  companyId: TextId.optional(),
  status: z.enum(['0', '1'], { error: 'msg.status' }).optional(),
});
