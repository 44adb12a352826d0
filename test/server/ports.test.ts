import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portFacts, portsByCode } from '../../src/server/repositories/ports.js';
import { portDetails } from '../../src/server/repositories/reports/portOfCallLegs.js';
import { auth, createTestApp, loginAs, type TestApp } from '../support/app.js';

/**
 * One rule reads a port's facts from the dictionary (repositories/ports.ts), whichever regime asks:
 * the ledger (`portFacts`), the EU and FuelEU inputs (`portsByCode`) and the UK and regime
 * comparison pages (`portDetails`) see the same country, Northern Ireland, outermost-region and
 * transhipment facts of a port added through the dictionary API.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await loginAs(t.app, 'admin');
  const add = async (port: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dict/port',
      headers: auth(admin),
      payload: { countryEn: 'Testland', ...port },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  // A UK port whose code is not a GB LOCODE and whose row has no alpha-2: it is in GB.
  await add({
    code: 'QZBEL',
    enName: 'Test Belfast',
    countryAlpha3: 'GBR',
    isUk: true,
    isNorthernIreland: true,
  });
  // A listed neighbouring container transhipment port (by country and English name).
  await add({ code: 'MAQZT', enName: 'Tanger Med Terminal Q', countryAlpha3: 'MAR', countryAlpha2: 'ma' });
  await add({
    code: 'QZOUT',
    enName: 'Test Outermost',
    countryAlpha3: 'FRA',
    countryAlpha2: 'FR',
    isEea: true,
    isOutermostRegion: true,
  });
});
afterAll(() => t.close());

describe('port facts', () => {
  const codes = ['QZBEL', 'MAQZT', 'QZOUT', 'ZZNON', null];

  it('every reader sees the same facts of a dictionary port', async () => {
    const rows = await portsByCode(t.db, codes);
    const details = await portDetails(t.db, codes);
    const facts = await portFacts(t.db, codes);
    expect(rows.get('QZBEL')).toMatchObject({
      country: 'GB',
      isUk: true,
      isNorthernIreland: true,
      isTranshipment: false,
    });
    expect(details('QZBEL')).toMatchObject({
      country: 'GB',
      northernIreland: true,
      containerTranshipment: false,
    });
    expect(rows.get('MAQZT')).toMatchObject({ country: 'MA', isTranshipment: true });
    expect(details('MAQZT')).toMatchObject({ country: 'MA', containerTranshipment: true });
    expect(details('MAQZT').names).toEqual(['Tanger Med Terminal Q', null]);
    expect(facts.get('MAQZT')).toMatchObject({ isTranshipment: true });
    expect(rows.get('QZOUT')).toMatchObject({ country: 'FR', isEea: true, isOutermostRegion: true });
    expect(details('QZOUT')).toMatchObject({ country: 'FR', outermostRegion: true, northernIreland: false });
    expect(facts.get('QZOUT')).toMatchObject({ isEea: true, isOutermostRegion: true });
  });

  it('an unknown code keeps its LOCODE country on the UK side and is absent from the others', async () => {
    const details = await portDetails(t.db, codes);
    expect(details('ZZNON')).toEqual({
      code: 'ZZNON',
      names: null,
      country: 'ZZ',
      northernIreland: false,
      outermostRegion: false,
      containerTranshipment: false,
    });
    expect(details(null)).toMatchObject({ code: null, country: '' });
    expect((await portsByCode(t.db, codes)).has('ZZNON')).toBe(false);
    expect((await portFacts(t.db, codes)).has('ZZNON')).toBe(false);
  });
});
