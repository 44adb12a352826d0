import type { TestProject } from 'vitest/node';
import { buildClient } from './e2eServer.js';
import { onceInRun } from './onceInRun.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production client is in dist/client, built by this run's global setup. */
    clientBuilt: boolean;
  }
}

/**
 * Builds the client once for the run's Chromium journeys (both e2e projects). The journeys' files
 * run side by side, so none of them may build it (two builds writing dist/client at once would clash).
 */
export default async function setup(project: TestProject) {
  const { release } = await onceInRun('client-build', buildClient, () => {});
  project.provide('clientBuilt', true);
  return release;
}
