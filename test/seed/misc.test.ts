import * as DATA from '../../src/server/db/seed/data/index';
import adminEn from '../../src/i18n/system/en.json';
import adminZh from '../../src/i18n/system/zh.json';
import { CITIES } from '../../src/server/db/seed/data/cities';
import { ENERGY_FORMS } from '../../src/server/db/seed/data/energyForms';
import { EVALUATION_PARAMS } from '../../src/server/db/seed/data/evaluationParams';
import { PORTS } from '../../src/server/db/seed/data/ports';
import { GROSS_TON_RANGES, SHIP_AGE_RANGES } from '../../src/server/db/seed/data/ranges';
import { SYSTEM_DICTIONARY } from '../../src/server/db/seed/data/systemDictionary';

const contiguous = (rs: readonly { min: number; max: number | null }[]) =>
  rs.every((r, i) => (i === 0 ? r.min === 0 : rs[i - 1].max === r.min)) && rs[rs.length - 1].max === null;

describe('small dictionaries', () => {
  it('has unique energy-form codes with names in both languages', () => {
    expect(new Set(ENERGY_FORMS.map((f) => f.code)).size).toBe(ENERGY_FORMS.length);
    for (const f of ENERGY_FORMS) expect(f.cnName && f.enName, f.code).toBeTruthy();
  });

  it('has contiguous gross-tonnage and age ranges starting at 0 and ending open', () => {
    expect(contiguous(GROSS_TON_RANGES)).toBe(true);
    expect(contiguous(SHIP_AGE_RANGES)).toBe(true);
    expect(new Set(GROSS_TON_RANGES.map((r) => r.code)).size).toBe(GROSS_TON_RANGES.length);
    expect(GROSS_TON_RANGES.map((r) => r.min)).toEqual(expect.arrayContaining([400, 5_000]));
  });

  it('keeps the original evaluation keys and the 30 % daily-consumption alerts', () => {
    const names = EVALUATION_PARAMS.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        '每海里油耗',
        '每海里C02排放',
        '每吨海里油耗',
        '每吨海里C02排放',
        '每日主机油耗',
        '航速',
        '总吨',
        '设计航速范围',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
    const alerts = EVALUATION_PARAMS.filter((p) => p.name.endsWith('日均油耗超历史均值'));
    expect(alerts.map((p) => p.value)).toEqual([0.3, 0.3]);
  });

  it('gives every evaluation parameter the assessment reads a fraction, and no developer note as remark', () => {
    // Only 总吨 is read by no calculation (docs/legacy-system.md §7).
    for (const p of EVALUATION_PARAMS.filter((x) => x.name !== '总吨')) {
      expect(p.value, p.name).not.toBeNull();
      expect(p.value! > 0 && p.value! < 1, p.name).toBe(true);
    }
    expect(EVALUATION_PARAMS.map((p) => p.remark)).toEqual(EVALUATION_PARAMS.map(() => ''));
    // Their meaning is product text in both languages, one entry per seeded key.
    for (const lang of [adminZh, adminEn])
      expect(Object.keys(lang.evaluationMeaning).sort()).toEqual(EVALUATION_PARAMS.map((p) => p.name).sort());
  });

  it('keys cities by LOCODEs present in the port list', () => {
    const codes = new Set(PORTS.map((p) => p.code));
    for (const c of CITIES) expect(codes.has(c.code), c.code).toBe(true);
    expect(new Set(CITIES.map((c) => c.code)).size).toBe(CITIES.length);
    expect(CITIES.find((c) => c.code === 'CNSHA')?.cnName).toBe('上海');
  });

  it('derives the ropa system dictionary entry from the ship types', () => {
    expect(SYSTEM_DICTIONARY.find((d) => d.code === 'ropa')?.value).toBe('8,11,13');
  });
});

describe('seeded remarks', () => {
  // 58 seeded remarks were English-only in the Chinese UI. Every dictionary's seeded
  // remark now has Chinese text in `remark` and its English in `remarkEn` (or `memo`/`memoEn`).
  const cjk = /[\u4e00-\u9fff]/;
  const all = Object.entries(DATA).flatMap(([table, rows]) =>
    Array.isArray(rows)
      ? (rows as Record<string, unknown>[]).map((r) => ({
          where: `${table} ${String(r.code ?? r.alpha2 ?? r.subCode ?? r.name ?? r.min)}`,
          zh: String(r.remark ?? r.memo ?? ''),
          en: String(r.remarkEn ?? r.memoEn ?? ''),
        }))
      : [],
  );

  it('gives every seeded remark in Chinese and in English', () => {
    const withRemark = all.filter((r) => r.zh || r.en);
    expect(withRemark.length).toBeGreaterThanOrEqual(58);
    for (const r of withRemark) {
      expect(r.zh, r.where).toMatch(cjk);
      expect(r.en, r.where).not.toMatch(cjk);
      expect(r.en, r.where).toMatch(/[A-Za-z0-9]/);
    }
  });
});
