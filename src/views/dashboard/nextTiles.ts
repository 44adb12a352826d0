import type { DashboardNext } from '../../domain/api';

/**
 * The "what to do next" tiles, as a registry: each names the screen where the
 * work is done and where its figure comes from. A tile whose source does not exist yet has
 * `count: null` and says which screen it waits for; it never shows a made-up number. To plug a
 * real source in, add its field to `/api/dashboard/next` (DashboardNext) and read it in `count`.
 */
export interface NextTile {
  key: 'voyagesUnlocked' | 'reports' | 'returned' | 'alerts' | 'cii' | 'verifier';
  /** The menu url of the tile's screen; the tile shows only to users whose menu has it. */
  url: string;
  /** Where its link lands when that is a part of the screen (a tab), not its first view. */
  href?: string;
  /** The figure from the dashboard's answer, or null while no API answers it. */
  count: ((next: DashboardNext) => number | undefined) | null;
  /** For a tile without a source: the i18n key of the screen it waits for. */
  waitsFor?: 'reports' | 'alerts' | 'cii' | 'verifier';
}

export const NEXT_TILES: readonly NextTile[] = [
  { key: 'voyagesUnlocked', url: '/energyEfficiency/index', count: (n) => n.voyagesUnlocked },
  { key: 'reports', url: '/MRVReport/EmissionReport', count: (n) => n.reportsOpen },
  // Each returned report is listed with the verifier's reason and its own link (NextPanel).
  { key: 'returned', url: '/MRVReport/EmissionReport', count: (n) => n.reportsReturned?.length },
  { key: 'alerts', url: '/MRVReport/DataAssessment', count: (n) => n.alertsRecent },
  { key: 'cii', url: '/cii/fleet', count: (n) => n.ciiAtRisk },
  {
    key: 'verifier',
    url: '/MRVReport/EmissionReport',
    href: '/MRVReport/EmissionReport?tab=inbox',
    count: (n) => n.verifierInbox,
  },
];
