import { z } from 'zod';

/** The `:id` path parameter of every resource route. */
export const IdParams = z.object({ id: z.coerce.number().int().positive() });
