import { createRequire } from 'node:module';

const pkg = createRequire(import.meta.url)('../../package.json') as { version: string };
/** The version this server answers with (health, OpenAPI): the package's. */
export const APP_VERSION = pkg.version;
