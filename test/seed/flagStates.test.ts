import { FLAG_STATES } from '../../src/server/db/seed/data/flagStates';

const by = (a2: string) => FLAG_STATES.find((f) => f.alpha2 === a2);

describe('flag states', () => {
  it('covers every ISO 3166-1 country with names in both languages', () => {
    expect(FLAG_STATES.length).toBeGreaterThanOrEqual(249);
    for (const f of FLAG_STATES) {
      expect(f.cnBrief, f.alpha2).not.toBe('');
      expect(f.cnName, f.alpha2).not.toBe('');
      expect(f.enBrief, f.alpha2).not.toBe('');
      expect(f.enName, f.alpha2).not.toBe('');
      expect(f.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(f.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(f.numeric).toMatch(/^\d{3}$/);
    }
  });

  it('has unique alpha-2, alpha-3 and numeric codes', () => {
    for (const key of ['alpha2', 'alpha3', 'numeric'] as const) {
      expect(new Set(FLAG_STATES.map((f) => f[key])).size, key).toBe(FLAG_STATES.length);
    }
  });

  it('uses the short and full English forms of the package', () => {
    expect(by('CN')).toMatchObject({
      enBrief: 'China',
      enName: "People's Republic of China",
      cnBrief: '中国',
    });
    expect(by('US')).toMatchObject({ alpha3: 'USA', numeric: '840', enBrief: 'United States' });
    expect(by('GB')).toMatchObject({ alpha3: 'GBR', cnBrief: '英国', isUk: true, isEea: false });
  });

  it('flags the EU 27 plus Iceland, Liechtenstein and Norway as EEA, and nothing else', () => {
    const eea = FLAG_STATES.filter((f) => f.isEea).map((f) => f.alpha2);
    expect(eea).toHaveLength(30);
    expect(eea).toEqual(expect.arrayContaining(['GR', 'CY', 'MT', 'HR', 'IS', 'LI', 'NO']));
    expect(FLAG_STATES.filter((f) => f.isEu)).toHaveLength(27);
    expect(by('NO')).toMatchObject({ isEea: true, isEu: false });
    expect(by('CH')?.isEea).toBe(false);
    expect(FLAG_STATES.filter((f) => f.isUk).map((f) => f.alpha2)).toEqual(['GB']);
  });

  it('authorises no flag by default and numbers the rows in order', () => {
    expect(FLAG_STATES.some((f) => f.authorised)).toBe(false);
    expect(FLAG_STATES.map((f) => f.sortNo)).toEqual(FLAG_STATES.map((_, i) => i + 1));
  });
});
