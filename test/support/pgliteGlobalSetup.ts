import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { onceInRun } from './onceInRun.js';
import { buildPgliteImage } from './testDb.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated, seeded PGlite data directory, built once per run. */
    pgliteTemplateFile: string;
  }
}

/**
 * Migrates and seeds one PGlite database for the whole run and hands its image to every test
 * file of every project that asks (PGlite server tests and the Chromium journeys on PGlite).
 * Without it each file built its own copy: about 3 s of one core per file.
 */
export default async function setup(project: TestProject) {
  const { value: file, release } = await onceInRun(
    'pglite-image',
    async () => {
      const path = join(tmpdir(), `eeoi-pglite-template-${process.pid}.tar`);
      const image = await buildPgliteImage();
      writeFileSync(path, Buffer.from(await image.arrayBuffer()));
      return path;
    },
    (path) => rmSync(path, { force: true }),
  );
  project.provide('pgliteTemplateFile', file);
  return release;
}
