/** Wording of the CII forecast and what-if codes (docs/cii-forecast-what-if.md §4), zh and en. */
export const CII_FORECAST_MESSAGES: Record<string, { zh: string; en: string }> = {
  ship_not_rated: {
    zh: '该船舶类型不适用 CII 评级（MARPOL 附则 VI 第 28 条）',
    en: 'The ship type is not rated by CII (MARPOL Annex VI reg. 28).',
  },
};
