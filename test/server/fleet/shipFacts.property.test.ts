import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ciiShipTypeOf } from '../../../src/domain/cii/index.js';
import type { EuMrvFigures } from '../../../src/domain/euMrv/index.js';
import { CALCULATION_TYPES, type CalculationType } from '../../../src/domain/registry/shipTypes.js';
import { ciiShip } from '../../../src/server/repositories/cii/ciiShip.js';
import { shipFactsById } from '../../../src/server/repositories/ledger/write/lookup.js';
import { reportShip } from '../../../src/server/repositories/reports/ledgerForReports.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, type Client } from '../../support/fleet/fleetHelpers.js';
import {
  createCompany,
  createShipOfType,
  reportFigures,
  type DictionaryType,
} from '../../support/fleet/shipFacts.js';

/**
 * For any ship type in the dictionary — a row added through the dictionary API with any code and
 * any calculation type, then edited — a ship of that type created through the fleet API is seen as
 * the row's calculation type by every consumer: the ledger's container rule, EU MRV / ETS (whose
 * figures share one input), UK, CII, and the reads of IMO DCS, China MSA and the regime comparison.
 */
let t: TestApp;
let admin: Client;
let companyId: number;
let serial = 0;
const YEAR = 2025;

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  companyId = await createCompany(admin, 'PROP');
}, 120_000);
afterAll(() => t.close());

/** What the consumers that read a ship without its ledger see of its calculation type. */
async function seenByReaders(shipId: number) {
  const [ledger, cii, report] = await Promise.all([
    shipFactsById(t.db, shipId),
    ciiShip(t.db, shipId),
    reportShip(t.db, shipId),
  ]);
  return {
    container: ledger!.isContainer,
    cii: ciiShipTypeOf(cii.calcType),
    reports: report.facts.calculationType,
  };
}

const expectedOf = (calcType: CalculationType) => ({
  container: calcType === 'container_ship',
  cii: calcType === 'other' ? null : calcType,
  reports: calcType,
});

describe('any dictionary ship type, seen by every consumer', () => {
  it("a new row and a ship of it: every consumer sees the row's calculation type, and follows an edit of the row", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALCULATION_TYPES),
        fc.constantFrom(...CALCULATION_TYPES),
        fc.stringMatching(/^[A-Z][A-Z0-9]{0,4}$/),
        async (calcType, edited, suffix) => {
          serial += 1;
          const code = `P${serial}${suffix}`.slice(0, 8);
          const created = await admin.post('/api/dict/shipType', {
            code,
            enName: `Property type ${code}`,
            cnName: `属性船型 ${code}`,
            imoType: `Type ${code}`,
            euType: `EU ${code}`,
            calcType,
          });
          expect(created.status, JSON.stringify(created.body)).toBe(201);
          const type: DictionaryType = {
            code,
            subCode: null,
            calcType,
            imoType: `Type ${code}`,
            enName: `Property type ${code}`,
          };
          const ship = await createShipOfType(admin, companyId, 10_000 + serial, type);
          expect(await seenByReaders(ship.id)).toEqual(expectedOf(calcType));
          const eu = (await reportFigures<EuMrvFigures>(admin, 'euMrv', ship.id, YEAR)).figures;
          const uk = (await reportFigures<{ ship: { shipType: string } }>(admin, 'ukMrv', ship.id, YEAR))
            .figures;
          expect([eu.ship.shipType, eu.ship.category, uk.ship.shipType]).toEqual([
            calcType,
            type.enName,
            calcType,
          ]);
          // The dictionary decides at every read: an edit of the row is what the ship computes as next.
          const row = created.data as { id: number; version: number };
          const put = await admin.put(`/api/dict/shipType/${row.id}`, {
            code,
            enName: type.enName,
            cnName: `属性船型 ${code}`,
            imoType: type.imoType,
            euType: `EU ${code}`,
            calcType: edited,
            version: row.version,
          });
          expect(put.status, JSON.stringify(put.body)).toBe(200);
          expect(await seenByReaders(ship.id)).toEqual(expectedOf(edited));
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});
