import { DECISIONS } from '../../src/domain/registry/decisions';
import * as domain from '../../src/domain';

describe('§10 open items have recorded decisions', () => {
  it.each(Array.from({ length: 10 }, (_, i) => `§10.${i + 1}`))('%s', (item) => {
    const found = DECISIONS.filter((d) => d.item === item);
    expect(found.length).toBeGreaterThan(0);
    for (const d of found) expect(d.decision.length && d.source.length).toBeGreaterThan(10);
  });
  it('ids are unique', () => expect(new Set(DECISIONS.map((d) => d.id)).size).toBe(DECISIONS.length));
  it('the public index exposes the entry points', () => {
    for (const name of [
      'calculateCii',
      'eeoiRolling',
      'calculateEuEts',
      'calculateFuelEu',
      'aggregateDcs',
      'chinaMsaVoyage',
      'ukVoyageShare',
      'classifyPort',
      'ciiRequestSchema',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name]).not.toBe('undefined');
    }
  });
});
