export * from './calculate';
export {
  cmsaReport,
  type CmsaFigures,
  type CmsaInput,
  type CmsaKind,
  type CmsaLeg,
  type CmsaShip,
  type CmsaVoyageRow,
} from './report';
