import { Heading, ProgressBar, Text } from '@primer/react';
import { Fragment } from 'react';
import type { VerificationDto } from '../../domain/verification/dto';
import { formatPercent } from '../../i18n/format';
import { numCell, reportWords } from '../reports/reportText';
import { Table, Td, Th } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';

const DOC_MARK = '\u0001';
const PART_MARK = '\u0002';

/**
 * The sentence naming the level's source, with the act and its article as the act is cited: in its
 * own language (English), marked so, whatever the UI's language.
 */
function Cited({ words, doc, part }: { words: string; doc: string; part: string }) {
  return (
    <>
      {words.split(DOC_MARK).map((around, i) => (
        <Fragment key={i}>
          {i > 0 && <span lang="en">{doc}</span>}
          {around.split(PART_MARK).map((piece, k) => (
            <Fragment key={k}>
              {k > 0 && <span lang="en">{part}</span>}
              {piece}
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}

/**
 * Materiality as the server computes it now: the regime's level with its source, and per line the
 * sum of uncorrected misstatements against level × reported value, as figures, a bar and a status.
 */
export function MaterialityPanel({ data }: { data: VerificationDto }) {
  const text = useAreaText('reports');
  const { lineText, amount } = reportWords(text);
  const m = (k: 'title' | 'line' | 'reported' | 'threshold' | 'uncorrected' | 'status') =>
    text.t(`verification.materiality.${k}`);
  const percent = (x: number) => formatPercent(x, text.lang);
  return (
    <section aria-labelledby="verification-materiality">
      <Heading as="h3" id="verification-materiality" style={{ fontSize: 16 }}>
        {m('title')}
      </Heading>
      <Text as="p">
        {text.t('verification.materiality.level', { level: percent(data.level.level) })}
        {' · '}
        <Cited
          words={text.t('verification.materiality.source', { doc: DOC_MARK, part: PART_MARK })}
          doc={data.level.source.doc}
          part={data.level.source.part}
        />
      </Text>
      <Text as="p" style={{ fontSize: 12 }}>
        {text.t(
          data.level.givenByRule ? 'verification.materiality.byRule' : 'verification.materiality.notByRule',
        )}
      </Text>
      <Table label={m('title')}>
        <thead>
          <tr>
            {(['line', 'reported', 'threshold', 'uncorrected', 'status'] as const).map((c) => (
              <Th key={c} scope="col">
                {m(c)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.materiality.figures.map((f) => {
            // Share of materiality used up; a zero threshold (nothing reported) counts as exceeded.
            const share = f.threshold > 0 ? f.uncorrected / f.threshold : f.uncorrected > 0 ? 1 : 0;
            const status = text.t(
              f.material ? 'verification.materiality.exceeds' : 'verification.materiality.within',
            );
            return (
              <tr key={f.key}>
                <Td>{lineText(f.key)}</Td>
                <td style={numCell}>{`${amount(f.reported)} ${f.unit}`}</td>
                <td style={numCell}>{`${amount(f.threshold)} ${f.unit}`}</td>
                <td style={numCell}>{`${amount(f.uncorrected)} ${f.unit}`}</td>
                <Td>
                  <ProgressBar
                    progress={Math.min(share, 1) * 100}
                    aria-label={text.t('verification.materiality.bar', { share: percent(share) })}
                    style={{ width: 120, display: 'inline-flex', marginRight: 8 }}
                  />
                  <span data-testid={`materiality-${f.key}`}>{status}</span>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}
