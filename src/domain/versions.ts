/**
 * Dotted numeric versions (1.2.3) of the desktop clients (docs/documents-and-portal.md §3). They
 * compare number by number, so 1.10 is newer than 1.9; the legacy system compared
 * strings, which put 1.10 before 1.9.
 */
export const VERSION_RE = /^\d{1,6}(\.\d{1,6}){0,3}$/;

/** Negative, zero or positive as `a` is older than, the same as or newer than `b` (1.0 = 1). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** The versions newer than `current`, oldest first: what a client still has to install. */
export function newerVersions<T extends { newVersion: string }>(rows: readonly T[], current: string): T[] {
  return rows
    .filter((r) => compareVersions(r.newVersion, current) > 0)
    .sort((a, b) => compareVersions(a.newVersion, b.newVersion));
}
