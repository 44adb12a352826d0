/** Wording of the CII forecast and what-if codes (docs/cii-forecast-what-if.md §4), zh and en. */
export const CII_FORECAST_MESSAGES: Record<string, { zh: string; en: string }> = {
  ship_not_rated: {
    zh: '该船舶不适用 CII 评级（船舶类型或总吨位不在 MARPOL 附则 VI 第 28 条范围内）',
    en: 'The ship is not rated by CII (its type or gross tonnage is outside MARPOL Annex VI reg. 28).',
  },
};
