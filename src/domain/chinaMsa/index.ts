export * from './calculate';
export { cmsaMonthlyParts, type MonthSplittable } from './monthly';
export {
  cmsaReport,
  type CmsaFigures,
  type CmsaInput,
  type CmsaKind,
  type CmsaLeg,
  type CmsaShip,
  type CmsaVoyageRow,
} from './report';
