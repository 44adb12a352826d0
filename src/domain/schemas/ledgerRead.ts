import { z } from 'zod';
import { anyInt, textDate, TextId } from './ids.js';

/**
 * Query strings of the ledger's read calls (docs/api-ledger-read.md). `from` and `to` are ISO 8601
 * instants: a date alone is its UTC midnight, a time needs `Z` or an offset (a bare local time
 * would depend on the server's zone). Every period is [from, to) and `from` must come first.
 */
export const Instant = z
  .string({ error: 'msg.date' })
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/, 'msg.date')
  .transform((s) => new Date(s))
  .refine((d) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() < 10000, 'msg.date');

const page = { page: anyInt(1).default(1), size: anyInt(1, 500).default(20) };

/** `ship` (IMO or registration number) or `shipId`; at least one when `required`. */
const shipRef = {
  ship: z.string().trim().min(1).max(32).optional(),
  shipId: TextId.optional(),
};

const ordered = <T extends { from?: Date; to?: Date }>(q: T) => !q.from || !q.to || q.from < q.to;
const ORDER = { message: 'msg.range_order', path: ['to'] };
const named = (q: { ship?: string; shipId?: number }) => q.ship !== undefined || q.shipId !== undefined;
const NAMED = { message: 'msg.required', path: ['ship'] };

/** A period on one ship: legs and totals. */
export const ShipPeriodQuery = z
  .object({ ...shipRef, from: Instant, to: Instant })
  .refine(named, NAMED)
  .refine(ordered, ORDER);

export const LegsQuery = z
  .object({ ...shipRef, from: Instant, to: Instant, kind: z.enum(['imo', 'eu', 'uk']).default('imo') })
  .refine(named, NAMED)
  .refine(ordered, ORDER);

/** The voyage list: a ship or the screen's filters, a period, paging. */
export const VoyageListQuery = z
  .object({
    ...shipRef,
    ...page,
    companyId: TextId.optional(),
    keyword: z.string().trim().max(100).optional(),
    voyageNo: z.string().trim().max(32).optional(),
    from: Instant.optional(),
    to: Instant.optional(),
    startDate: textDate.optional(),
    endDate: textDate.optional(),
  })
  .refine(ordered, ORDER);

/**
 * The ROB a ship left its previous call with (the port-call form shows it beside the new ROB):
 * its last record that left before `before` (the new call's arrival), or its last record at all;
 * `except` leaves out the record being edited.
 */
export const PreviousRobQuery = z
  .object({
    ...shipRef,
    before: Instant.optional(),
    except: z.string().trim().min(1).max(64).optional(),
  })
  .refine(named, NAMED);

export const SnapshotListQuery = z
  .object({ ...shipRef, ...page, from: Instant.optional(), to: Instant.optional() })
  .refine(ordered, ORDER);

export const MonitoringQuery = z
  .object({
    ...page,
    companyId: TextId.optional(),
    keyword: z.string().trim().max(100).optional(),
    from: Instant,
    to: Instant,
  })
  .refine(ordered, ORDER);

export const PeriodQuery = z.object({ from: Instant, to: Instant }).refine(ordered, ORDER);

/** Body of the lock calls: the chart's event, the reason, and the version the user saw. */
export const LockBody = z.strictObject({
  event: z.enum(['lock', 'unlock'], { error: 'msg.choice' }),
  comment: z.string().trim().max(500).optional(),
  version: z.number().int().min(1).optional(),
});
export type LockBodyInput = z.infer<typeof LockBody>;

/** `POST /api/ledger/voyages/lock-bulk`: the voyages a report's completeness step names. */
export const LockBulkBody = z.strictObject({
  voyageIds: z.array(z.number().int().min(1)).min(1, 'msg.required').max(1000, 'msg.too_long'),
  comment: z.string().trim().max(500).optional(),
});
export type LockBulkBodyInput = z.infer<typeof LockBulkBody>;
