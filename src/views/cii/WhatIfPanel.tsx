import { lazy, Suspense, useId } from 'react';
import { FormControl, Heading, Select, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FUEL_CODES, FUELS, type FuelCode } from '../../domain/registry/fuels';
import type { Scenario } from '../../domain/scenarios/scenario';
import { ciiWhatIfClient } from '../../machines/cii/provided';
import type { ScenarioPatch } from '../../machines/cii/ciiWhatIfMachine';
import { shipOptions } from '../shared/ships';
import { useOptions } from '../listForm/useOptions';
import { LoadFailed } from '../shared/LoadFailed';
import { YearInput } from '../shared/YearInput';
import { useAreaText } from '../shared/useAreaText';
import { chartPanels, fmt, regimeCells } from './whatIfData';
import { formatPercent } from '../../i18n/format';

const WhatIfChart = lazy(() => import('./WhatIfChart'));

/** A labelled native range input: arrow keys, Page Up/Down, Home and End move it (keyboard-accessible). */
function Slider({
  label,
  value,
  max,
  step,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
}) {
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minWidth: 200 }}>
      <label htmlFor={id}>{label}</label>
      <output aria-hidden="true">{value}</output>
      <input
        id={id}
        type="range"
        min={0}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}

/**
 * Ship picker → year-to-date and projected rating; sliders for one scenario → the projected rating,
 * ETS cost and FuelEU balance beside the forecast's, with a chart (docs/cii-forecast-what-if.md §6).
 * Renders the machine's state only.
 */
export function WhatIfPanel() {
  const { t: tc, lang, errorText } = useAreaText('cii');
  const year = new Date().getUTCFullYear();
  const actorRef = useActorRef(ciiWhatIfClient, { input: { year } });
  const state = useSelector(actorRef, (s) => s);
  const ships = useOptions(shipOptions);
  const { context: c } = state;
  const shipId = useId();
  const fuelId = useId();
  const priceId = useId();
  const select = (ship: string, y: number) =>
    actorRef.send({ type: 'ship.select', shipId: ship ? Number(ship) : null, year: y });
  const change = (patch: ScenarioPatch) => actorRef.send({ type: 'scenario.change', patch });
  const slide = (name: keyof Scenario) => (v: number) => change({ [name]: v });
  const f = c.forecast?.forecast;
  const words = { notAnswered: (code: string) => tc('whatIf.notAnswered', { code: errorText(code) }) };
  const r = c.result;
  return (
    <section aria-label={tc('forecast.title')}>
      <Heading as="h3" style={{ fontSize: 16, margin: '16px 0 8px' }}>
        {tc('forecast.title')}
      </Heading>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormControl id={shipId}>
          <FormControl.Label>{tc('forecast.ship')}</FormControl.Label>
          <Select
            value={c.shipId === null ? '' : String(c.shipId)}
            onChange={(e) => select(e.target.value, c.year)}
          >
            <Select.Option value="">—</Select.Option>
            {ships.map((o) => (
              <Select.Option key={o.value} value={o.value}>
                {o.label}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <YearInput
          label={tc('forecast.year')}
          value={c.year}
          min={2019}
          onYear={(y) => select(c.shipId === null ? '' : String(c.shipId), y)}
        />
      </div>
      {state.matches('idle') && <Text as="p">{tc('forecast.choose')}</Text>}
      {state.matches('loading') && <Text as="p">{tc('forecast.loading')}</Text>}
      {state.matches('failed') && (
        <LoadFailed
          text={errorText(c.errorCode)}
          retryLabel={tc('whatIf.retry')}
          onRetry={() => actorRef.send({ type: 'retry' })}
        />
      )}
      {state.matches('ready') && f && (
        <>
          {f.profile === null ? (
            <Text as="p">{tc('forecast.noLegs')}</Text>
          ) : (
            <Text as="p">
              {tc('forecast.remainder', {
                count: Math.round(f.remainderDays),
                days: fmt(f.remainderDays, lang, 0),
                window: fmt(f.profile.windowDays, lang, 0),
                share: formatPercent(f.profile.seaShare, lang, 0),
              })}
            </Text>
          )}
          <table aria-label={tc('forecast.title')}>
            <thead>
              <tr>
                <th />
                <th>{tc('forecast.distance')}</th>
                <th>{tc('forecast.fuel')}</th>
                <th>{tc('forecast.attained')}</th>
                <th>{tc('forecast.rating')}</th>
              </tr>
            </thead>
            <tbody>
              {(['ytd', 'projected'] as const).map((k) => (
                <tr key={k}>
                  <th scope="row">{tc(`forecast.${k}`)}</th>
                  <td>{fmt(f[k].distanceNm, lang, 0)}</td>
                  <td>
                    {fmt(
                      f[k].fuels.reduce((s, x) => s + x.tonnes, 0),
                      lang,
                      1,
                    )}
                  </td>
                  <td>{f[k].cii ? fmt(f[k].cii.attained, lang, 3) : tc('forecast.notRated')}</td>
                  <td data-testid={`forecast-${k}-rating`}>{f[k].cii?.rating ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>

          <Heading as="h3" style={{ fontSize: 16, margin: '16px 0 8px' }}>
            {tc('whatIf.title')}
          </Heading>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' }}>
            <Slider
              label={tc('whatIf.speed')}
              value={c.scenario.speedReductionPct}
              max={50}
              step={1}
              onChange={slide('speedReductionPct')}
            />
            <Slider
              label={tc('whatIf.switchShare')}
              value={c.scenario.switchSharePct}
              max={100}
              step={5}
              onChange={slide('switchSharePct')}
            />
            <FormControl id={fuelId}>
              <FormControl.Label>{tc('whatIf.switchTo')}</FormControl.Label>
              <Select
                value={c.scenario.switchTo}
                onChange={(e) => change({ switchTo: e.target.value as FuelCode })}
              >
                {FUEL_CODES.map((code) => (
                  <Select.Option key={code} value={code}>
                    {lang === 'zh' ? FUELS[code].nameZh : FUELS[code].nameEn}
                  </Select.Option>
                ))}
              </Select>
            </FormControl>
            <Slider
              label={tc('whatIf.idle')}
              value={c.scenario.idleDays}
              max={90}
              step={1}
              onChange={slide('idleDays')}
            />
            <FormControl id={priceId}>
              <FormControl.Label>{tc('whatIf.price')}</FormControl.Label>
              <TextInput
                inputMode="decimal"
                defaultValue={String(c.euaPriceEur)}
                onChange={(e) => {
                  const p = Number(e.target.value);
                  if (e.target.value !== '' && p >= 0 && p <= 10_000) change({ euaPriceEur: p });
                }}
              />
            </FormControl>
          </div>
          <Text as="p" aria-live="polite">
            {state.hasTag('busy') ? tc('whatIf.computing') : ''}
          </Text>
          {state.matches({ ready: 'error' }) && (
            <LoadFailed
              text={`${tc('whatIf.failed')} ${errorText(c.errorCode)}`}
              retryLabel={tc('whatIf.retry')}
              onRetry={() => actorRef.send({ type: 'retry' })}
            />
          )}
          {r && (
            <>
              <table aria-label={tc('whatIf.title')}>
                <thead>
                  <tr>
                    <th>{tc('whatIf.regime')}</th>
                    <th>{tc('whatIf.base')}</th>
                    <th>{tc('whatIf.scenario')}</th>
                  </tr>
                </thead>
                <tbody>
                  {(['cii', 'ets', 'fuelEu'] as const).map((k) => (
                    <tr key={k}>
                      <th scope="row">{tc(`whatIf.${k}`)}</th>
                      <td data-testid={`whatif-base-${k}`}>{regimeCells(r.base, lang, words)[k]}</td>
                      <td data-testid={`whatif-scenario-${k}`}>{regimeCells(r.projected, lang, words)[k]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Suspense fallback={null}>
                <WhatIfChart
                  label={tc('whatIf.chart')}
                  keys={{ base: tc('whatIf.base'), scenario: tc('whatIf.scenario') }}
                  regime={tc('whatIf.regime')}
                  panels={chartPanels(r, {
                    cii: tc('whatIf.ciiSeries'),
                    ets: tc('whatIf.etsSeries'),
                    fuelEu: tc('whatIf.fuelEuSeries'),
                    ratioAxis: tc('whatIf.ratioAxis'),
                    costAxis: tc('whatIf.costAxis'),
                  })}
                />
              </Suspense>
            </>
          )}
        </>
      )}
    </section>
  );
}
