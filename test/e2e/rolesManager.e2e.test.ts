import { roleWalkJourney } from '../support/e2e/roleWalk';

/** The role walk (test/support/e2e/roleWalk.ts) of demo_manager. */
roleWalkJourney('demo_manager');
