import type { Query } from './api.js';

/** Blank filters mean "any": the server would reject an empty string for an enum filter. */
export const dropBlank = (q: Query): Query =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '' && v !== undefined));
