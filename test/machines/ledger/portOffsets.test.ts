import { changeWithPortClock, type PortClock } from '../../../src/machines/ledger/portOffsets';

const NOW = Date.parse('2026-11-09T00:00Z');
const fresh: PortClock = { portZone: null, offsetsChosen: [] };
// A new port call opened in a browser at UTC: both times carry +00:00 and no date yet.
const draft = { port: '', arrival: '+00:00', departure: '+00:00' };

describe("a port call's offsets follow the port's zone (docs/product-rules.md §9)", () => {
  it('choosing Dalian (CNDLC) sets UTC+08:00, not UTC+00:00, before any date is typed', () => {
    const r = changeWithPortClock(draft, fresh, 'port', 'CNDLC', 'Asia/Shanghai', NOW);
    expect(r).toMatchObject({ portZone: 'Asia/Shanghai', offsetsChosen: [] });
    expect(r.draft).toMatchObject({ port: 'CNDLC', arrival: '+08:00', departure: '+08:00' });
  });

  it('Rotterdam: +01:00 for a January date, +02:00 for a July one (daylight saving)', () => {
    const at = changeWithPortClock(draft, fresh, 'port', 'NLRTM', 'Europe/Amsterdam', NOW);
    const jan = changeWithPortClock(at.draft, at, 'arrival', '2026-01-20T08:00+01:00', undefined, NOW);
    expect(jan.draft.arrival).toBe('2026-01-20T08:00+01:00');
    const jul = changeWithPortClock(jan.draft, jan, 'departure', '2026-07-20T08:00+01:00', undefined, NOW);
    expect(jul.draft.departure).toBe('2026-07-20T08:00+02:00');
  });

  it('an offset picked by hand stays, through later dates and ports', () => {
    const at = changeWithPortClock(draft, fresh, 'port', 'CNDLC', 'Asia/Shanghai', NOW);
    const picked = changeWithPortClock(at.draft, at, 'arrival', '+09:00', undefined, NOW);
    expect(picked.offsetsChosen).toEqual(['arrival']);
    const dated = changeWithPortClock(
      picked.draft,
      picked,
      'arrival',
      '2026-11-09T10:00+09:00',
      undefined,
      NOW,
    );
    expect(dated.draft.arrival).toBe('2026-11-09T10:00+09:00');
    const moved = changeWithPortClock(dated.draft, dated, 'port', 'NLRTM', 'Europe/Amsterdam', NOW);
    expect(moved.draft).toMatchObject({ arrival: '2026-11-09T10:00+09:00', departure: '+01:00' });
  });

  it('a port typed as a code (zone unknown) leaves the offsets as they are', () => {
    const r = changeWithPortClock(draft, fresh, 'port', 'CNDLC', undefined, NOW);
    expect(r.draft).toMatchObject({ arrival: '+00:00', departure: '+00:00' });
    expect(r.portZone).toBeNull();
  });
});
