import { Button, FormControl, Heading, Text, TextInput, Textarea } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { TabRole } from '../../machines/verification/verificationTabMachine';
import { verificationSampleClient } from '../../machines/verification/provided';
import { reportWords } from '../reports/reportText';
import { ConfirmationDialog } from '../shared/Dialog';
import { ErrorBanner, InlineError } from '../shared/ErrorText';
import { fuelNameText } from '../shared/labels/FuelName';
import { Table, Td, Th } from '../shared/Table';
import { USER_MARK, WithUserText } from '../shared/UserText';
import { useAreaText } from '../shared/useAreaText';

/**
 * The sample of the report's ledger records: draw it (the seed it was drawn with is shown, so
 * anyone can draw the same again), and for the verifier mark each drawn record checked with a note.
 */
export function SamplePanel({ reportId, role }: { reportId: number; role: TabRole }) {
  const actorRef = useSampleActor(reportId, role);
  return <SampleSection actorRef={actorRef} role={role} />;
}

/** The sample's actor: the tab makes it, so the finding dialog can offer the drawn records. */
export const useSampleActor = (reportId: number, role: TabRole) =>
  useActorRef(verificationSampleClient, { input: { reportId, role } });
export type SampleActor = ReturnType<typeof useSampleActor>;

/** The drawn records' reference codes, none before a sample is drawn. */
export const useDrawnRefs = (actorRef: SampleActor): string[] =>
  useSelector(actorRef, (s) => s.context.sample?.refs ?? NO_REFS);
const NO_REFS: string[] = [];

/** The panel on a given actor (the tab's own). */
export function SampleSection({ actorRef, role }: { actorRef: SampleActor; role: TabRole }) {
  const state = useSelector(actorRef, (s) => s);
  const text = useAreaText('reports');
  const { instant, errorText } = reportWords(text);
  const kit = useAreaText('kit').t;
  const s = (
    k:
      | 'title'
      | 'intro'
      | 'seed'
      | 'size'
      | 'draw'
      | 'record'
      | 'fuel'
      | 'kind'
      | 'checked'
      | 'check'
      | 'note'
      | 'save'
      | 'cancel'
      | 'notChecked'
      | 'noFuel',
  ) => text.t(`verification.sample.${k}`);
  const c = state.context;
  const send = actorRef.send;
  const busy = state.hasTag('busy');
  const verifier = role === 'verifier' || role === 'admin';
  const error = errorText(c.errorCode, c.errorMessage);
  const fuelText = (fuel: string) =>
    fuel
      ? fuel
          .split('+')
          .map((f) => fuelNameText(kit, f))
          .join(' + ')
      : s('noFuel');
  const checkOf = (ref: string) => c.sample?.checks.find((x) => x.ref === ref);
  return (
    <section aria-labelledby="verification-sample">
      <Heading as="h3" id="verification-sample" style={{ fontSize: 16 }}>
        {s('title')}
      </Heading>
      <Text as="p">{s('intro')}</Text>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <FormControl>
          <FormControl.Label>{s('seed')}</FormControl.Label>
          <TextInput value={c.seed} onChange={(e) => send({ type: 'seed.change', value: e.target.value })} />
          {c.problem === 'seed' && (
            <FormControl.Validation variant="error">
              {text.t('verification.sample.problems.seed')}
            </FormControl.Validation>
          )}
        </FormControl>
        <FormControl>
          <FormControl.Label>{s('size')}</FormControl.Label>
          <TextInput
            inputMode="numeric"
            value={c.size}
            onChange={(e) => send({ type: 'size.change', value: e.target.value })}
          />
          {c.problem === 'size' && (
            <FormControl.Validation variant="error">
              {text.t('verification.sample.problems.size')}
            </FormControl.Validation>
          )}
        </FormControl>
        <Button disabled={busy} onClick={() => send({ type: 'sample.draw' })} style={{ marginTop: 24 }}>
          {s('draw')}
        </Button>
      </div>
      {!state.matches('checking') && <ErrorBanner text={error} />}
      {c.sample && (
        <>
          <Text as="p" data-testid="sample-drawn">
            {/* The seed is data (typed, or the report's reference code): anyone draws the same with it. */}
            <WithUserText
              words={text.t('verification.sample.drawn', {
                seed: USER_MARK,
                size: c.sample.size,
                count: c.sample.refs.length,
              })}
              user={c.sample.seed}
            />
          </Text>
          <Table label={s('title')}>
            <thead>
              <tr>
                {(['record', 'fuel', 'kind', 'checked'] as const).map((k) => (
                  <Th key={k} scope="col">
                    {s(k)}
                  </Th>
                ))}
              </tr>
            </thead>
            <tbody>
              {c.sample.strata.flatMap((stratum) =>
                stratum.drawn.map((ref) => {
                  const done = checkOf(ref);
                  return (
                    <tr key={ref}>
                      <Td>{ref}</Td>
                      <Td>{fuelText(stratum.fuel)}</Td>
                      <Td>
                        {text.t(
                          `verification.sample.kinds.${stratum.legKind}` as 'verification.sample.kinds.port',
                        )}
                      </Td>
                      <Td>
                        {done
                          ? text.t('verification.sample.checkedBy', {
                              by: done.checkedBy ?? '',
                              at: instant(done.at),
                              note: done.note ?? '',
                            })
                          : s('notChecked')}
                        {verifier && (
                          <Button
                            size="small"
                            disabled={busy}
                            aria-label={text.t('verification.sample.checkTitle', { ref })}
                            onClick={() => send({ type: 'check.open', ref })}
                            style={{ marginLeft: 8 }}
                          >
                            {s('check')}
                          </Button>
                        )}
                      </Td>
                    </tr>
                  );
                }),
              )}
            </tbody>
          </Table>
        </>
      )}
      {(state.matches('checking') || state.matches('savingCheck')) && c.check && (
        <ConfirmationDialog
          title={text.t('verification.sample.checkTitle', { ref: c.check.ref })}
          onClose={(gesture) => send({ type: gesture === 'confirm' ? 'check.save' : 'check.cancel' })}
          confirmButtonContent={s('save')}
          cancelButtonContent={s('cancel')}
        >
          <FormControl required>
            <FormControl.Label>{s('note')}</FormControl.Label>
            <Textarea
              block
              value={c.check.note}
              onChange={(e) => send({ type: 'note.change', value: e.target.value })}
            />
            {c.problem === 'note' && (
              <FormControl.Validation variant="error">
                {text.t('verification.sample.problems.note')}
              </FormControl.Validation>
            )}
          </FormControl>
          {error && <InlineError>{error}</InlineError>}
        </ConfirmationDialog>
      )}
    </section>
  );
}
