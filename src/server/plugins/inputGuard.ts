import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.js';
import { langOf } from '../i18n/messages.js';
import { msg } from '../i18n/lookup.js';
import { INT32_MAX } from '../../domain/schemas/ids.js';

/** Larger than any quantity this application stores; beyond it a value is a probe, not data. */
export const MAX_ABS_NUMBER = 1e15;
/** Fields whose name says they hold an id, a version or a paging count: 32-bit columns. */
const INT_FIELD = /^(id|version|page|size)$|Ids?$/;
const DATE_PREFIX = /^[+-]?(\d{4,})-(\d{2})-(\d{2})/;
const MAX_DEPTH = 32;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a value cannot reach a route, or undefined when it may. Checked for every string and number
 * anywhere in the path parameters, query and JSON body, so no route needs its own guard against
 * input that PostgreSQL or JavaScript cannot hold (a NUL byte in text, a lone UTF-16 surrogate,
 * Infinity or 1e308, a 12-digit id, a date in year 275760).
 */
function problemOf(key: string, v: unknown): string | undefined {
  if (typeof v === 'string') {
    if (v.includes('\u0000')) return 'msg.nul_char';
    if (LONE_SURROGATE.test(v)) return 'msg.bad_text';
    if (INT_FIELD.test(key) && /^\s*-?\d+\s*$/.test(v) && Math.abs(Number(v)) > INT32_MAX)
      return 'msg.out_of_range';
    const d = DATE_PREFIX.exec(v);
    if (d) {
      const year = Number(d[1]);
      if (d[1].length > 4 || year < 1 || Number.isNaN(Date.parse(v.slice(0, 10)))) return 'msg.date';
    }
    return undefined;
  }
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || Math.abs(v) > MAX_ABS_NUMBER) return 'msg.out_of_range';
    if (INT_FIELD.test(key) && Math.abs(v) > INT32_MAX) return 'msg.out_of_range';
  }
  return undefined;
}

/** The first refused value as [field path, message code]. */
export function findBadInput(value: unknown, path: string[] = [], depth = 0): [string, string] | undefined {
  if (depth > MAX_DEPTH) return [path.join('.') || '_', 'msg.too_long'];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadInput(value[i], [...path, String(i)], depth + 1);
      if (bad) return bad;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const keyProblem = problemOf('', k);
      if (keyProblem) return [[...path, '_key'].join('.'), keyProblem];
      const bad = findBadInput(v, [...path, k], depth + 1);
      if (bad) return bad;
    }
    return undefined;
  }
  const key = path.length ? path[path.length - 1] : '';
  const problem = problemOf(/^\d+$/.test(key) && path.length > 1 ? path[path.length - 2] : key, value);
  return problem ? [path.join('.') || '_', problem] : undefined;
}

/**
 * Whether `findBadInput` finds anything, without building the field paths it reports: every
 * request passes here and almost all pass, so the paths are built only for the rare refusal.
 * Walks the same values and asks `problemOf` the same questions (the field name a value is checked
 * under is its own, or its parent's for an array element or a numeric key below the top level).
 */
function anyBadInput(value: unknown, key: string, parentKey: string | undefined, depth: number): boolean {
  if (depth > MAX_DEPTH) return true;
  const below = depth === 0 ? undefined : key;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      if (anyBadInput(value[i], String(i), below, depth + 1)) return true;
    return false;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (problemOf('', k) || anyBadInput(v, k, below, depth + 1)) return true;
    }
    return false;
  }
  return problemOf(parentKey !== undefined && /^\d+$/.test(key) ? parentKey : key, value) !== undefined;
}

/** Whether `findBadInput(value)` finds a refused value (without the field path). */
export const refusedInput = (value: unknown): boolean => anyBadInput(value, '', undefined, 0);

/**
 * One input layer for every route, present and future: a refused value answers
 * 400 `validation_failed` naming the field, before authentication and before the handler. Field
 * names are as the route's own validation reports them (`username`, `items.0.name`).
 */
export function installInputGuard(app: FastifyInstance): void {
  // A callback hook: the check is synchronous, so no promise per request.
  app.addHook('preValidation', (req, _reply, done) => {
    if (!req.url.startsWith('/api/')) return done();
    const body = req.body as unknown;
    if (!refusedInput(req.params) && !refusedInput(req.query) && !refusedInput(body)) return done();
    const bad = findBadInput(req.params) ?? findBadInput(req.query) ?? findBadInput(body);
    if (!bad) return done();
    const [field, code] = bad;
    const lang = langOf(req);
    done(new AppError(400, 'validation_failed', undefined, { [field]: msg(code, lang) ?? code }));
  });
}
