/**
 * Energy forms (DIC_ENERGY_FORM): the check boxes on engines, boilers and other consumers
 * (docs/legacy-system.md §5, §7). The original inventory gives no codes or names, so the set
 * follows what the app records: the fuel families of docs/legacy-system.md §3 (oil, gas, alcohol), shore power (CMSA
 * report item 23), batteries (equipment, docs/legacy-system.md §5) and "other energy" (CMSA item 24).
 */
export interface EnergyFormSeed {
  code: string;
  cnName: string;
  enName: string;
  /** Remark in Chinese; `remarkEn` in English. */
  remark: string;
  remarkEn: string;
}

export const ENERGY_FORMS: readonly EnergyFormSeed[] = [
  { code: '1', cnName: '燃油', enName: 'Fuel oil', remark: '重油、轻油、船用柴油/船用轻柴油（燃料代码 1–3）', remarkEn: 'HFO, LFO, MDO/MGO (fuel codes 1-3)' },
  { code: '2', cnName: '气体燃料', enName: 'Gas fuel', remark: '液化天然气、液化石油气（燃料代码 4–6）', remarkEn: 'LNG, LPG (fuel codes 4-6)' },
  { code: '3', cnName: '醇类燃料', enName: 'Alcohol fuel', remark: '甲醇、乙醇（燃料代码 7–8）', remarkEn: 'Methanol, ethanol (fuel codes 7-8)' },
  { code: '4', cnName: '岸电', enName: 'Shore power', remark: '', remarkEn: '' },
  { code: '5', cnName: '蓄电池', enName: 'Battery', remark: '', remarkEn: '' },
  { code: '9', cnName: '其他能源', enName: 'Other energy', remark: '', remarkEn: '' },
];
