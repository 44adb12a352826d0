import { layoutJourney } from '../support/e2e/layoutCheck';

/** The layout journey (test/support/e2e/layoutCheck.ts) over the dictionary, document and system screens (and any top-level menu the other groups do not name). */
layoutJourney('system', 50);
