import { Button, Flash, FormControl, Heading, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { certificateCheckClientMachine } from '../../machines/portal/provided';
import { ErrorBanner, useErrorText } from '../shared/ErrorText';

/**
 * The public check of a certificate by its serial number (docs/verification.md §7): a form, and
 * the answer — valid, superseded or unknown — with the ship, period and regime only.
 */
export function CertificateCheck() {
  const { t } = useTranslation('documents');
  const actor = useActorRef(certificateCheckClientMachine);
  const s = useSelector(actor, (x) => x);
  const { serial, invalid, result, errorCode } = s.context;
  const busy = s.hasTag('busy');
  const errorText = useErrorText();
  const k = 'portal.certification.check';
  return (
    <section aria-labelledby="cert-check-title" style={{ marginBottom: 24 }}>
      <Heading as="h2" id="cert-check-title" style={{ fontSize: 18 }}>
        {t(`${k}.title`)}
      </Heading>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'check' });
        }}
        style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}
      >
        <FormControl required>
          <FormControl.Label>{t(`${k}.serial`)}</FormControl.Label>
          <TextInput
            value={serial}
            placeholder="SOC-2025-000001-0A1B2C3D"
            onChange={(e) => actor.send({ type: 'serial.change', value: e.target.value })}
            validationStatus={invalid ? 'error' : undefined}
          />
          {invalid && (
            <FormControl.Validation variant="error">{t(`${k}.invalid.${invalid}`)}</FormControl.Validation>
          )}
        </FormControl>
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
          {busy ? t(`${k}.checking`) : t(`${k}.submit`)}
        </Button>
      </form>
      {s.matches('failed') && <ErrorBanner text={errorText(errorCode)} />}
      {s.matches('answered') && result && (
        <Flash
          variant={
            result.state === 'valid' ? 'success' : result.state === 'superseded' ? 'warning' : 'danger'
          }
          style={{ marginTop: 12 }}
          aria-live="polite"
          data-state={result.state}
        >
          <strong>{t(`${k}.state.${result.state}`)}</strong>
          {result.ship && result.period && result.regime && (
            <dl style={{ margin: '8px 0 0' }}>
              <dt>{t(`${k}.ship`)}</dt>
              <dd>
                {result.ship.name}
                {result.ship.imo ? ` (IMO ${result.ship.imo})` : ''}
              </dd>
              <dt>{t(`${k}.period`)}</dt>
              <dd>
                {formatDate(result.period.start)} – {formatDate(result.period.end)}
              </dd>
              <dt>{t(`${k}.regime`)}</dt>
              <dd>{t(`${k}.regimes.${result.regime}`)}</dd>
            </dl>
          )}
        </Flash>
      )}
    </section>
  );
}
