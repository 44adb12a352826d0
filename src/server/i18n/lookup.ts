import type { FastifyRequest } from 'fastify';
import { parseMessage } from '../../domain/schemas/issues.js';
import { CII_FORECAST_MESSAGES } from './ciiForecastMessages.js';
import { CII_MESSAGES } from './ciiMessages.js';
import { DOCUMENT_MESSAGES } from './documentMessages.js';
import { FLEET_MESSAGES } from './fleetMessages.js';
import { LEDGER_FIELD_MESSAGES, LEDGER_MESSAGES } from './ledgerMessages.js';
import { langOf, MESSAGES, type Lang } from './messages.js';
import { UPLOAD_MESSAGES } from './uploadMessages.js';

/**
 * Looking a code up in the server's message tables. The tables import nothing from here, so every
 * one is set before the first lookup.
 */

// Each area's table on a line of its own, so an area adds its table without touching the others.
const TABLES: Readonly<Record<string, Readonly<Record<Lang, string>>>>[] = [
  MESSAGES,
  FLEET_MESSAGES,
  LEDGER_FIELD_MESSAGES,
  UPLOAD_MESSAGES,
  DOCUMENT_MESSAGES,
  CII_FORECAST_MESSAGES,
  CII_MESSAGES,
];

/** The wording of a code (with its numbers, `msg.min?min=0`) in `lang`; undefined for an unknown code. */
export function msg(message: string, lang: Lang): string | undefined {
  const { code, params } = parseMessage(message);
  const text = TABLES.find((table) => table[code])?.[code]?.[lang];
  return text?.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** The wording of a code in the caller's language. */
export const msgFor = (req: FastifyRequest, code: string): string | undefined => msg(code, langOf(req));

/**
 * The wording of a ledger issue in `lang`: ledger codes here, the shared `msg.*` codes (with their
 * `?min=` numbers) from the common table; the code itself when neither knows it.
 */
export function ledgerMessage(
  code: string,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  const { code: bare, params: inline } = parseMessage(code);
  // The upload pipeline's codes (uploadMessages.ts) take params the same way.
  const text = (LEDGER_MESSAGES[bare] ?? UPLOAD_MESSAGES[bare])?.[lang];
  if (!text) return msg(code, lang) ?? code;
  const all: Record<string, string | number> = { ...inline, ...params };
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(all[name] ?? ''));
}
