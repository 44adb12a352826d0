import { roleWalkJourney } from '../support/e2e/roleWalk';

/** The role walk (test/support/e2e/roleWalk.ts) of demo_class. */
roleWalkJourney('demo_class');
