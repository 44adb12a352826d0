import type { z } from 'zod';

/**
 * The project's own message for every zod issue, as a code both sides translate: `msg.<key>`, with
 * the numbers the words need after a `?` (`msg.min?min=0`, `msg.max_length?max=200`). Passed to
 * every parse whose messages reach a user (the server's `parseWith`, the forms' client checks), so
 * no default zod text ("Invalid input: expected string, received undefined", "无效输入") is shown.
 * A schema's own message (`fleet.imo_check_digit`) still wins: zod asks this map only without one.
 */
export type Issue = z.core.$ZodRawIssue;

/** A message code with its numbers: `withParams('msg.min', { min: 0 })` is `msg.min?min=0`. */
export function withParams(code: string, params: Record<string, string | number | bigint>): string {
  const query = Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return query ? `${code}?${query}` : code;
}

/** The code and numbers of a message made by `withParams` (a plain code has none). */
export function parseMessage(message: string): { code: string; params: Record<string, string> } {
  const [code, query = ''] = message.split('?', 2);
  const params: Record<string, string> = {};
  for (const pair of query ? query.split('&') : []) {
    const [k, v = ''] = pair.split('=');
    params[k] = decodeURIComponent(v);
  }
  return { code, params };
}

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const TYPE_CODES: Record<string, string> = {
  number: 'msg.number',
  int: 'msg.integer',
  string: 'msg.text',
  boolean: 'msg.boolean',
  array: 'msg.list',
  date: 'msg.date',
};
const FORMAT_CODES: Record<string, string> = {
  email: 'msg.email',
  date: 'msg.date',
  datetime: 'msg.datetime',
  time: 'msg.time',
  url: 'msg.url',
};
const isCount = (origin: unknown) => origin === 'array' || origin === 'set' || origin === 'map';

/** The zod error map: issue → message code (see the file's comment). */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      // A box never filled is "required", not "expected string, received undefined".
      if (empty(issue.input)) return 'msg.required';
      return TYPE_CODES[issue.expected] ?? 'msg.wrong_type';
    case 'too_small': {
      const min = issue.minimum as number;
      if (issue.origin === 'string')
        return Number(min) <= 1 ? 'msg.required' : withParams('msg.min_length', { min });
      if (isCount(issue.origin))
        return Number(min) <= 1 ? 'msg.required' : withParams('msg.min_items', { min });
      return withParams(issue.inclusive === false ? 'msg.above' : 'msg.min', { min });
    }
    case 'too_big': {
      const max = issue.maximum as number;
      if (issue.origin === 'string') return withParams('msg.max_length', { max });
      if (isCount(issue.origin)) return withParams('msg.max_items', { max });
      return withParams(issue.inclusive === false ? 'msg.below' : 'msg.max', { max });
    }
    case 'invalid_format':
      return FORMAT_CODES[issue.format] ?? 'msg.format';
    case 'not_multiple_of':
      return withParams('msg.multiple_of', { step: issue.divisor as number });
    case 'invalid_value':
    case 'invalid_union':
      return empty(issue.input) ? 'msg.required' : 'msg.choice';
    case 'unrecognized_keys':
      return 'msg.unknown_field';
    default:
      return 'msg.invalid';
  }
}

/** The numbers of a range message for a number schema: "between 0 and 1000000". */
export const rangeMessage = (min: number, max: number) => withParams('msg.range', { min, max });
