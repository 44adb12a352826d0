export {
  fuelPerNmFactor,
  scenarioRemainder,
  switchFuel,
  ZERO_SCENARIO,
  type Scenario,
  type ScenarioFactors,
} from './scenario';
export {
  fuelEuFuels,
  whatIf,
  type CiiFigures,
  type EtsFigures,
  type EuLeg,
  type FuelEuFigures,
  type Regime,
  type RegimeFigures,
  type WhatIfInput,
  type WhatIfResult,
} from './whatIf';
