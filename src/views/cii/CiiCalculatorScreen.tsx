import { Heading } from '@primer/react';
import { CalculatorPanel } from './CalculatorPanel';
import { useAreaText } from '../shared/useAreaText';
import { WhatIfPanel } from './WhatIfPanel';

/**
 * `/cii/calculator` (docs/cii-forecast-what-if.md §6): the plain CII calculator
 * of /api/calc/cii, and a ship's year-end forecast with the one-scenario what-if across CII, EU ETS
 * and FuelEU.
 */
export default function CiiCalculatorScreen() {
  const { t: tc } = useAreaText('cii');
  return (
    <section aria-label={tc('title')}>
      <Heading as="h2" style={{ fontSize: 20, marginBottom: 8 }}>
        {tc('title')}
      </Heading>
      <WhatIfPanel />
      <CalculatorPanel />
    </section>
  );
}
