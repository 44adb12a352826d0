/** Wording of the CII ratings' codes and export labels (docs/cii-ratings.md), zh and en. */
export const CII_MESSAGES: Record<string, { zh: string; en: string }> = {
  'cii.plan_target': { zh: '目标评级应为 C 或更好', en: 'The target rating must be C or better.' },
  'cii.not_rated_type': { zh: '该船型不参与 CII 评级', en: 'This ship type is not rated by CII.' },
  'cii.below_min_gt': { zh: '总吨小于 5000，不参与 CII 评级', en: 'Below 5,000 GT: not rated by CII.' },
  'cii.no_distance': { zh: '该期间没有航行距离', en: 'No distance travelled in the period.' },
};

/** Column labels of the fleet export. */
export const CII_EXPORT_LABELS: Record<string, { zh: string; en: string }> = {
  ship: { zh: '船名', en: 'Ship' },
  imo: { zh: 'IMO 编号', en: 'IMO number' },
  trend: { zh: '趋势', en: 'Trend' },
  atRisk: { zh: '风险船舶', en: 'At risk' },
  planRequired: { zh: '需纠正措施计划', en: 'Corrective plan required' },
  planRecorded: { zh: '已记录计划', en: 'Plan recorded' },
  yes: { zh: '是', en: 'yes' },
  no: { zh: '否', en: 'no' },
  better: { zh: '改善', en: 'better' },
  worse: { zh: '变差', en: 'worse' },
  same: { zh: '持平', en: 'same' },
  sheet: { zh: 'CII 船队评级', en: 'CII fleet ratings' },
};
