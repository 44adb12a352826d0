import type { ReportStatus } from '../../domain/reports/types';
import { UserText } from '../shared/UserText';
import { Button, Checkbox, Flash, FormControl, Heading, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  EU_EMISSION_SOURCES,
  EU_MONITORING_METHODS,
  type EuEmissionSource,
} from '../../domain/schemas/euParts';
import type { EuPartsActor, VerifierField } from '../../machines/reports/euPartsMachine';
import { euPartsClient } from '../../machines/reports/provided/euParts';
import { ErrorBanner, useErrorText } from '../shared/ErrorText';

const FIELDS: VerifierField[] = ['name', 'address', 'accreditationNumber', 'accreditationBody'];
/** Statuses after the draft: parts B and C missing there are worth a warning (never a block). */
const PAST_DRAFT: ReportStatus[] = ['locked', 'submitted', 'confirmed', 'accepted'];

/** Parts B and C of an EU MRV report page, with its own machine (docs/reports-eu.md §3.1). */
export function EuPartsSection({
  reportId,
  status,
  editable,
}: {
  reportId: number;
  status: ReportStatus;
  editable: boolean;
}) {
  const actorRef = useActorRef(euPartsClient, { input: { reportId, editable } });
  return <EuPartsSectionView actorRef={actorRef} status={status} />;
}

/** Renders the machine's state only: the form on an editable draft, the parts as text otherwise. */
export function EuPartsSectionView({ actorRef, status }: { actorRef: EuPartsActor; status: ReportStatus }) {
  const s = useSelector(actorRef, (x) => x);
  const { t } = useTranslation('euMrv', { keyPrefix: 'parts' });
  const errorText = useErrorText();
  const c = s.context;
  const send = actorRef.send;
  const busy = s.hasTag('busy');
  const srcName = (k: EuEmissionSource) => t(`sources.${k}`);

  if (s.matches('loading')) return <Text as="p">{t('busy')}</Text>;
  if (s.matches('failed'))
    return (
      <section aria-label={t('title')}>
        <ErrorBanner text={t('failed', { error: errorText(c.errorCode, c.errorMessage) })} />
        <Button onClick={() => send({ type: 'parts.retry' })}>{t('retry')}</Button>
      </section>
    );

  const missing = !c.complete && PAST_DRAFT.includes(status);
  return (
    <section aria-label={t('title')} aria-busy={busy} style={{ marginTop: 16 }}>
      <Heading as="h3" style={{ fontSize: 16 }}>
        {t('title')}
      </Heading>
      {missing && (
        <Flash variant="warning" data-testid="euParts-missing">
          {t('missing')}
        </Flash>
      )}
      <Heading as="h4" style={{ fontSize: 14 }}>
        {t('partB')}
      </Heading>
      {c.editable ? (
        FIELDS.map((f) => (
          <FormControl key={f}>
            <FormControl.Label>{t(`verifier.${f}`)}</FormControl.Label>
            <TextInput
              value={c.verifier[f]}
              onChange={(e) => send({ type: 'verifier.change', field: f, value: e.target.value })}
            />
          </FormControl>
        ))
      ) : c.verifier.name ? (
        <dl>
          {FIELDS.map((f) => (
            <div key={f}>
              <dt>{t(`verifier.${f}`)}</dt>
              {/* The verifier's name and address as the company wrote them: data, not the UI's words. */}
              <dd>
                <UserText>{c.verifier[f]}</UserText>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <Text as="p">{t('notFilledIn')}</Text>
      )}

      <Heading as="h4" style={{ fontSize: 14 }}>
        {t('partC')}
      </Heading>
      {c.sources.length === 0 && !c.editable ? (
        <Text as="p">{t('notFilledIn')}</Text>
      ) : (
        <table aria-label={t('partC')}>
          <thead>
            <tr>
              <th>{t('source')}</th>
              <th>{t('methods')}</th>
              <th>{t('uncertainty')}</th>
              {c.editable && <th />}
            </tr>
          </thead>
          <tbody>
            {c.sources.map((row) => (
              <tr key={row.source}>
                <th scope="row">{srcName(row.source)}</th>
                <td>
                  {c.editable
                    ? EU_MONITORING_METHODS.map((m) => (
                        <FormControl key={m}>
                          <Checkbox
                            checked={row.methods.includes(m)}
                            onChange={() => send({ type: 'source.method', source: row.source, method: m })}
                          />
                          <FormControl.Label>{`${srcName(row.source)} · ${t(`method.${m}`)}`}</FormControl.Label>
                        </FormControl>
                      ))
                    : row.methods.map((m) => t(`method.${m}`)).join('; ')}
                </td>
                <td>
                  {c.editable ? (
                    <TextInput
                      aria-label={`${srcName(row.source)} · ${t('uncertainty')}`}
                      inputMode="decimal"
                      value={row.uncertainty}
                      onChange={(e) =>
                        send({ type: 'source.uncertainty', source: row.source, value: e.target.value })
                      }
                    />
                  ) : (
                    row.uncertainty
                  )}
                </td>
                {c.editable && (
                  <td>
                    <Button size="small" onClick={() => send({ type: 'source.remove', source: row.source })}>
                      {t('remove', { source: srcName(row.source) })}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {c.editable && (
        <>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '8px 0' }}>
            {EU_EMISSION_SOURCES.filter((k) => !c.sources.some((r) => r.source === k)).map((k) => (
              <Button key={k} size="small" onClick={() => send({ type: 'source.add', source: k })}>
                {t('add', { source: srcName(k) })}
              </Button>
            ))}
          </div>
          <ErrorBanner text={errorText(c.errorCode, c.errorMessage)} />
          <Button variant="primary" disabled={busy} onClick={() => send({ type: 'parts.save' })}>
            {t('save')}
          </Button>
          {c.saved && (
            <Text as="p" role="status">
              {t('saved')}
            </Text>
          )}
        </>
      )}
    </section>
  );
}
