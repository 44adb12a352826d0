/** An instant as `yyyy-MM-dd HH:mm` in UTC (the screen's times are UTC, as in the original). */
export function utcText(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 16).replace('T', ' ');
}

/** A local time with its offset as written by the ship (`2025-03-02T14:30+08:00` → `2025-03-02 14:30 +08:00`). */
export const localText = (text: string) => text.replace('T', ' ').replace(/([+-]\d{2}:\d{2}|Z)$/, ' $1');

/** A figure for display: unrounded in answers, rounded here; empty when unknown. */
export function num(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toFixed(digits);
}
