import { Button, Text } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { CandidateListActor } from '../../machines/reports/candidateListMachine';
import { LoadFailed } from '../shared/LoadFailed';
import { CandidateTable } from './CandidateTable';
import { ShipYearFilter } from '../shared/ShipYearFilter';
import { reportWords } from './reportText';
import { ErrorBanner } from '../shared/ErrorText';
import { useAreaText } from '../shared/useAreaText';
import { OperationProgress } from '../shared/OperationProgress';

/**
 * Candidate periods of one ship and year: Generateable ones have Generate (for a
 * user with the page's generate button), generated ones Open, blocked ones say why.
 */
export function CandidateListView({
  actorRef,
  onOpen,
  canGenerate,
}: {
  actorRef: CandidateListActor;
  onOpen: (id: number) => void;
  canGenerate: boolean;
}) {
  const state = useSelector(actorRef, (s) => s);
  const reportsText = useAreaText('reports');
  const { errorText } = reportWords(reportsText);
  const r = reportsText.t;
  const t = useAreaText('kit').t;
  const { context: c } = state;
  const busy = state.hasTag('busy');
  return (
    <div aria-busy={busy}>
      <ShipYearFilter
        shipId={c.shipId}
        year={c.year}
        onShip={(shipId) => actorRef.send({ type: 'ship.change', shipId })}
        onYear={(year) => actorRef.send({ type: 'year.change', year })}
      />
      {state.matches('noShip') && <Text as="p">{r('candidate.chooseShip')}</Text>}
      {state.matches('loading') && <Text as="p">{t('listForm.busy')}</Text>}
      {state.matches('failed') && (
        <LoadFailed
          text={errorText(c.errorCode, c.errorMessage)}
          retryLabel={r('page.retry')}
          onRetry={() => actorRef.send({ type: 'list.reload' })}
        />
      )}
      {c.errorCode && !state.matches('failed') && (
        <ErrorBanner text={errorText(c.errorCode, c.errorMessage)} />
      )}
      {/* Generation takes seconds: a running bar says it is under way. */}
      {state.matches('generating') && <OperationProgress label={r('next.generating')} />}
      {(state.matches('ready') || state.matches('generating')) && (
        <>
          <Button size="small" disabled={busy} onClick={() => actorRef.send({ type: 'list.reload' })}>
            {r('list.reload')}
          </Button>
          <CandidateTable
            candidates={c.candidates}
            action={(p) =>
              p.reportId ? (
                <Button size="small" onClick={() => onOpen(p.reportId!)}>
                  {r('candidate.open')}
                </Button>
              ) : p.status === 'generatable' && canGenerate ? (
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => actorRef.send({ type: 'candidate.generate', start: p.start })}
                >
                  {r('candidate.generate')}
                </Button>
              ) : null
            }
          />
        </>
      )}
    </div>
  );
}
