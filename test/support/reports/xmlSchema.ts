import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The official schemas the XML exports must satisfy (copies with their sources in test/fixtures/schemas/SOURCES.md). */
export type OfficialSchema =
  'imo-dcs-fuel-2018.xsd' | 'aer-ship-details-and-emissions-v1.4.xsd' | 'emissions-aggregated-data-v1.1.xsd';

const schemaPath = (name: OfficialSchema) =>
  fileURLToPath(new URL(`../../fixtures/schemas/${name}`, import.meta.url));

/**
 * Validates a document against an official schema with libxml2's `xmllint` and returns its
 * complaints (empty when the file validates). Each complaint names the element and line, so a
 * failing test says what the regulator's system would refuse.
 */
export function schemaErrors(xml: string, schema: OfficialSchema): string[] {
  try {
    execFileSync('xmllint', ['--noout', '--schema', schemaPath(schema), '-'], {
      input: xml,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return [];
  } catch (e) {
    const err = e as { stderr?: Buffer; code?: string };
    if (err.code === 'ENOENT') throw new Error('xmllint is not installed (Debian package libxml2-utils)');
    return String(err.stderr ?? '')
      .split('\n')
      .filter((l) => l.trim() !== '' && !/validates$|fails to validate$/.test(l.trim()));
  }
}
