import { layoutJourney } from '../support/e2e/layoutCheck';

/** The layout journey (test/support/e2e/layoutCheck.ts) over the emission report and inland fleet screens. */
layoutJourney('reports', 1);
