/** The `:id` path parameter of every resource route: digits only, 1..2^31-1 (docs/api-session.md). */
export { IdParams } from '../../../domain/schemas/ids.js';
