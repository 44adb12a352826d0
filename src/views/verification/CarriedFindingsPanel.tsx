import { Button, FormControl, Heading, Text, Textarea } from '@primer/react';
import { Fragment, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReportStatus } from '../../domain/reports/types';
import type { CarriedFindingDto } from '../../domain/verification/dto';
import { mayClose } from '../../machines/verification/carriedFindingsMachine';
import { carriedFindingsClient } from '../../machines/verification/provided';
import type { TabRole } from '../../machines/verification/verificationTabMachine';
import { reportWords } from '../reports/reportText';
import { ConfirmationDialog } from '../shared/Dialog';
import { InlineError } from '../shared/ErrorText';
import { FindingKindName, FindingStateName } from '../shared/labels/FindingName';
import { roleNameText } from '../shared/labels/RoleName';
import { LoadFailed } from '../shared/LoadFailed';
import { StateHistoryTable } from '../shared/StateHistoryTable';
import { Table, Td, Th } from '../shared/Table';
import { UserText } from '../shared/UserText';
import { useAreaText } from '../shared/useAreaText';

type Col = 'kind' | 'description' | 'origin' | 'state' | 'action';
const COLS: readonly Col[] = ['kind', 'description', 'origin', 'state', 'action'];

/**
 * "From the previous period": the non-conformities and improvements of the ship's report for the
 * previous period, carried to this one (docs/verification.md §9); each row opens its history; the
 * verifier closes an open one with a comment, confirmed in a dialog.
 */
export function CarriedFindingsPanel({
  reportId,
  role,
  status,
}: {
  reportId: number;
  role: TabRole;
  status: ReportStatus;
}) {
  const actorRef = useActorRef(carriedFindingsClient, { input: { reportId, role, status } });
  const state = useSelector(actorRef, (s) => s);
  const text = useAreaText('reports');
  const { instant, periodText, errorText } = reportWords(text);
  const kit = useAreaText('kit').t;
  const k = (
    key:
      | Col
      | 'title'
      | 'intro'
      | 'empty'
      | 'loadFailed'
      | 'loading'
      | 'retry'
      | 'close'
      | 'comment'
      | 'save'
      | 'cancel'
      | 'history'
      | 'ask',
  ) => text.t(`verification.carried.${key}`);
  const h = (key: 'event' | 'at' | 'actor' | 'role' | 'comment') => text.t(`verification.findings.${key}`);
  const c = state.context;
  const send = actorRef.send;
  const busy = state.hasTag('busy');
  const error = errorText(c.errorCode, c.errorMessage);
  const closer = mayClose(c);
  // Which rows show their history: a display choice of this table, not a step of the workflow.
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const origin = (f: CarriedFindingDto) =>
    text.t('verification.carried.originText', {
      period: periodText({ start: f.origin.periodStart, end: f.origin.periodEnd }),
      version: f.origin.reportVersion,
    });
  const closing = c.close && c.findings?.find((f) => f.id === c.close!.findingId);

  const body = () => {
    if (state.matches('failed'))
      return (
        <LoadFailed
          text={`${k('loadFailed')} ${error}`}
          retryLabel={k('retry')}
          onRetry={() => send({ type: 'carried.retry' })}
        />
      );
    if (!c.findings) return <Text as="p">{k('loading')}</Text>;
    if (c.findings.length === 0) return <Text as="p">{k('empty')}</Text>;
    return (
      <Table label={k('title')}>
        <thead>
          <tr>
            {COLS.map((col) => (
              <Th key={col} scope="col">
                {k(col)}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {c.findings.map((f) => (
            <Fragment key={f.id}>
              <tr>
                <Td>
                  <FindingKindName code={f.kind} />
                </Td>
                <Td>
                  <UserText>{f.description}</UserText>
                  {f.rule && (
                    <>
                      {' · '}
                      {text.t('verification.findings.rule')}: <UserText>{f.rule}</UserText>
                    </>
                  )}
                </Td>
                <Td>{origin(f)}</Td>
                <Td>
                  <FindingStateName code={f.state} />
                </Td>
                <Td>
                  <Button
                    size="small"
                    aria-expanded={open.has(f.id)}
                    aria-label={text.t('verification.carried.historyOf', { id: f.id })}
                    onClick={() => toggle(f.id)}
                  >
                    {k('history')}
                  </Button>
                  {closer && f.state !== 'closed' && (
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={text.t('verification.carried.closeLabel', { id: f.id })}
                      onClick={() => send({ type: 'close.open', findingId: f.id })}
                      style={{ marginLeft: 8 }}
                    >
                      {k('close')}
                    </Button>
                  )}
                </Td>
              </tr>
              {open.has(f.id) && (
                <tr>
                  <Td colSpan={COLS.length}>
                    <StateHistoryTable
                      label={text.t('verification.carried.historyOf', { id: f.id })}
                      columns={['at', 'event', 'actor', 'role', 'comment']}
                      heading={(col) => h(col as 'event')}
                      rows={f.history.map((e, i) => ({
                        id: i,
                        at: instant(e.at),
                        event: text.t(`verification.findings.events.${e.event}`),
                        actor: e.actorName ?? '',
                        role: roleNameText(kit, e.role),
                        comment: e.comment ?? '',
                      }))}
                    />
                  </Td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </Table>
    );
  };

  return (
    <section aria-labelledby="verification-carried" aria-busy={busy}>
      <Heading as="h3" id="verification-carried" style={{ fontSize: 16 }}>
        {k('title')}
      </Heading>
      <Text as="p">{k('intro')}</Text>
      {body()}
      {(state.matches('closing') || state.matches('savingClose')) && c.close && closing && (
        <ConfirmationDialog
          title={text.t('verification.carried.closeTitle', { id: closing.id, period: origin(closing) })}
          onClose={(gesture) => send({ type: gesture === 'confirm' ? 'close.save' : 'close.cancel' })}
          confirmButtonContent={k('save')}
          cancelButtonContent={k('cancel')}
        >
          <Text as="p">{k('ask')}</Text>
          <FormControl required>
            <FormControl.Label>{k('comment')}</FormControl.Label>
            <Textarea
              block
              value={c.close.comment}
              onChange={(e) => send({ type: 'comment.change', value: e.target.value })}
            />
            {c.problem === 'comment' && (
              <FormControl.Validation variant="error">
                {text.t('verification.carried.problems.comment')}
              </FormControl.Validation>
            )}
          </FormControl>
          {error && <InlineError>{error}</InlineError>}
        </ConfirmationDialog>
      )}
    </section>
  );
}
