export {
  ukBerthScope,
  ukBerthShare,
  ukRegimeOn,
  ukVoyageScope,
  ukVoyageShare,
  type UkPort,
  type UkReason,
  type UkRegime,
  type UkShare,
} from './scope';
export {
  ukReport,
  type UkAggregates,
  type UkFigures,
  type UkFigureTotal,
  type UkGhg,
  type UkLeg,
  type UkPortRow,
  type UkReportInput,
  type UkReportPort,
  type UkVoyageRow,
} from './report';
export { ukCandidates } from './candidates';
export {
  UK_PORT_HEADERS,
  UK_VOYAGE_HEADERS,
  ukDate,
  ukPortTemplateRows,
  ukTime,
  ukVoyageTemplateRows,
  type TemplateCell,
} from './template';
export {
  UK_AER_SHIPS_PER_FILE,
  ukAerParts,
  ukCompanyAer,
  ukAerShipPeriod,
  ukSummaryRound,
  type UkAerShip,
  type UkDocChange,
  type UkAerShipInput,
  type UkAerSource,
  type UkAerTotals,
  type UkCompanyAer,
  type UkCompanyAerInput,
} from './companyAer';
export { UK_FUEL_TYPE } from './template';
export { ukErcStep, type UkErcInput, type UkErcTotals } from './erc';
export {
  ukAerIceClass,
  ukAerShipDetails,
  ukAerShipType,
  type UkAerEquipment,
  type UkAerFuelUse,
  type UkAerMissing,
  type UkAerShipDetails,
  type UkAerShipDetailsResult,
  type UkAerShipFacts,
} from './aerShipDetails';
