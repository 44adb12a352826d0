import { ukBerthShare, ukRegimeOn, ukVoyageShare } from '../../../src/domain/ukMrv';

// docs/regulatory-sources.md §6.1–6.3.
describe('UK MRV / UK ETS scope', () => {
  const GB = { country: 'GB' };
  const NI = { country: 'GB', northernIreland: true };
  it.each([
    ['ukMrv', GB, GB, 1],
    ['ukMrv', GB, { country: 'US' }, 1],
    ['ukMrv', { country: 'NO' }, GB, 0], // UK↔EEA stays under EU MRV
    ['ukMrv', GB, { country: 'FR' }, 0],
    ['ukMrv', GB, { country: 'GI' }, 1], // Gibraltar: a non-UK port, included
    ['ukMrv', { country: 'JE' }, { country: 'GG' }, 0], // between two CDs: out
    ['ukEts', GB, GB, 1],
    ['ukEts', GB, NI, 0.5],
    ['ukEts', NI, NI, 1],
    ['ukEts', GB, { country: 'US' }, 0],
  ] as const)('%s %o → %o = %d', (regime, from, to, share) => {
    expect(ukVoyageShare(regime, from, to)).toBe(share);
  });
  it('berth and regime dates', () => {
    expect([ukBerthShare(GB), ukBerthShare({ country: 'FR' })]).toEqual([1, 0]);
    expect(['2021-12-31', '2022-01-01', '2026-04-02', '2026-04-03', '2026-06-30', '2026-07-01'].map(ukRegimeOn)).toEqual([
      null, 'ukMrv', 'ukMrv', null, null, 'ukEts',
    ]); // prettier-ignore
  });
});
