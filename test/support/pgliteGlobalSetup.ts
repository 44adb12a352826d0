import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteImage } from './testDb.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated, seeded PGlite data directory, built once per run. */
    pgliteTemplateFile: string;
  }
}

/**
 * Migrates and seeds one PGlite database for the whole run and hands its image to every test
 * file (PGlite server tests and the Chromium journeys). Without it each file built its own copy:
 * about 3 s of one core per file, some 80 files per run.
 */
export default async function setup(project: TestProject) {
  const file = join(tmpdir(), `eeoi-pglite-template-${process.pid}-${project.name}.tar`);
  const image = await buildPgliteImage();
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(file, { force: true });
}
