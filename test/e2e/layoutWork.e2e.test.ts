import { layoutJourney } from '../support/e2e/layoutCheck';

/** The layout journey (test/support/e2e/layoutCheck.ts) over the dashboard, fleet, voyage, statistics, analysis and CII screens. */
layoutJourney('work', 1);
