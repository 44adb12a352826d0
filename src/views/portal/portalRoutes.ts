import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAreaTexts } from '../../i18n/areaTexts';

/** The public pages with their texts: each page loads its chunk and the `documents` texts together. */
const page = (
  pick: (m: typeof import('./PortalPages')) => ComponentType,
): LazyExoticComponent<ComponentType> =>
  lazy(() =>
    Promise.all([import('./PortalPages'), loadAreaTexts('documents')]).then(([m]) => ({ default: pick(m) })),
  );

export const PORTAL_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/frontLogin': page((m) => m.PortalHome),
  '/datadownload': page((m) => m.DataDownload),
  '/Softwaredownload': page((m) => m.SoftwareDownloadPage),
  '/efficiencycertification': page((m) => m.CertificationPage),
  // Its own chunk: the chart library is needed on this page only.
  '/exchart': lazy(() => Promise.all([import('./FleetCharts'), loadAreaTexts('documents')]).then(([m]) => m)),
};
