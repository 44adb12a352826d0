import { Button, Heading, Text } from '@primer/react';
import type { VerificationDto } from '../../domain/verification/dto';
import { OUTCOMES, type Outcome } from '../../domain/verification/outcomes';
import { reportWords } from '../reports/reportText';
import { OpinionName } from '../shared/labels/OpinionName';
import { Table, Td, Th } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';

/**
 * The opinion: the one standing now, every version given (a reset one says by which change of the
 * company), and for the verifier of a report in verification the three outcomes as buttons.
 */
export function OpinionPanel({
  data,
  canGive,
  busy,
  onChoose,
}: {
  data: VerificationDto;
  canGive: boolean;
  busy: boolean;
  onChoose: (outcome: Outcome) => void;
}) {
  const text = useAreaText('reports');
  const { instant, word } = reportWords(text);
  const v = (k: string) => text.t(`verification.opinion.${k}` as 'verification.opinion.title');
  const standing = data.opinions.find((o) => o.resetAt === null && o.outcome === data.opinion);
  return (
    <section aria-labelledby="verification-opinion">
      <Heading as="h3" id="verification-opinion" style={{ fontSize: 16 }}>
        {v('title')}
      </Heading>
      <Text as="p" data-testid="verification-opinion">
        <strong>{v('current')}: </strong>
        {data.opinion ? <OpinionName code={data.opinion} /> : v('none')}
        {standing?.statement && ` · ${standing.statement}`}
      </Text>
      {canGive && (
        <div role="group" aria-label={v('give')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {OUTCOMES.map((o) => (
            <Button
              key={o}
              disabled={busy}
              variant={o === 'notVerified' ? 'danger' : 'default'}
              onClick={() => onChoose(o)}
            >
              <OpinionName code={o} />
            </Button>
          ))}
        </div>
      )}
      {data.opinions.length === 0 ? (
        <Text as="p">{v('historyEmpty')}</Text>
      ) : (
        <Table label={v('history')}>
          <thead>
            <tr>
              {(['version', 'outcome', 'statement', 'verifier', 'at', 'reset'] as const).map((c) => (
                <Th key={c} scope="col">
                  {v(c)}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.opinions.map((o) => (
              <tr key={o.id}>
                <Td>{o.opinionVersion}</Td>
                <Td>
                  <OpinionName code={o.outcome} />
                </Td>
                <Td>{o.statement ?? ''}</Td>
                <Td>{o.verifierName ?? ''}</Td>
                <Td>{instant(o.at)}</Td>
                <Td>
                  {o.resetAt
                    ? text.t(
                        // The authority's request for amendment resets it too: said as the authority's.
                        o.resetBy === 'requestAmendment'
                          ? 'verification.opinion.resetByAuthority'
                          : 'verification.opinion.resetBy',
                        {
                          event: word('events', o.resetBy),
                          at: instant(o.resetAt),
                        },
                      )
                    : ''}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
