export { dcsPeriods, type DcsChange, type DcsConsumer, type DcsPeriod, type DcsRecord } from './periods';
export { aggregateDcs, type DcsAggregate } from './aggregate';
export {
  changesAround,
  dcsCandidates,
  holderAt,
  type CandidateReason,
  type DcsCandidate,
  type FlagDocChange,
  type Holder,
  type SplitCause,
} from './candidates';
export {
  DCS_CONSUMERS,
  dcsReport,
  type BdnRow,
  type CollectedRow,
  type ConsumerLine,
  type DcsFigures,
  type DcsInput,
  type DcsMethod,
  type DcsResult,
  type DcsShip,
  type ReportLeg,
  type ReportTotal,
} from './report';
export { correctedLines, correctedTotal, type CorrectedLine, type LineCorrection } from './corrections';
export { GISIS_SHIP_TYPES, gisisShipTypeOf, type GisisShipType } from './gisisShipType';
