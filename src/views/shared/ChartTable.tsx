import { useId, useState } from 'react';
import { Button } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { ChartFigures } from './chartFigures';
import { Table, Td, Th } from './Table';

/**
 * A chart's figures as a table, behind a "Show figures" button under the chart: a picture says
 * nothing to a screen reader, and a reader who wants the numbers should not have to hover each
 * bar. The table is built only when opened (a scatter can hold thousands of points); the button
 * is a disclosure (aria-expanded, aria-controls), so it is reached and opened by keyboard.
 */
export function ChartTable({ caption, columns, rows, digits = 3 }: ChartFigures & { digits?: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div style={{ marginTop: 8 }}>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {open ? t('common.hideFigures') : t('common.showFigures')}
      </Button>
      <div id={id} hidden={!open}>
        {open && (
          <Table label={caption}>
            <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((c, i) => (
                  <Th key={i} scope="col">
                    {c}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  <Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                    {r.label}
                  </Th>
                  {r.values.map((v, j) => (
                    <Td key={j} style={{ textAlign: 'right' }}>
                      {v === null || v === undefined ? '—' : formatNumber(v, lang, digits)}
                    </Td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </div>
  );
}
