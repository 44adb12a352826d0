import { createActor } from 'xstate';
import { comparisonSetsMachine } from '../../../src/machines/analysis/comparisonSetsMachine';
import { COMPARISON_SETS } from '../../../src/domain/analysis/comparison';

const start = () => createActor(comparisonSetsMachine, { input: { year: 2024 } }).start();

describe('comparisonSetsMachine', () => {
  it('starts with every set blank in the year given, by month', () => {
    const { sets, bucket } = start().getSnapshot().context;
    expect(sets).toHaveLength(COMPARISON_SETS);
    expect(sets.every((s) => s.shipId === '' && s.fromYear === '2024' && s.toYear === '2024')).toBe(true);
    expect(bucket).toBe('month');
  });

  it('a change touches only its set; the bucket is shared; reset blanks them all', () => {
    const a = start();
    a.send({ type: 'set.change', index: 1, name: 'shipId', value: '7' });
    a.send({ type: 'set.change', index: 1, name: 'fromYear', value: '2022' });
    a.send({ type: 'bucket.change', bucket: 'quarter' });
    let c = a.getSnapshot().context;
    expect(c.sets[1]).toMatchObject({ shipId: '7', fromYear: '2022', toYear: '2024' });
    expect(c.sets[0]!.shipId).toBe('');
    expect(c.sets[2]!.shipId).toBe('');
    expect(c.bucket).toBe('quarter');
    a.send({ type: 'sets.reset' });
    c = a.getSnapshot().context;
    expect(c.sets[1]).toMatchObject({ shipId: '', fromYear: '2024' });
    expect(c.bucket).toBe('month');
  });
});
