import type { Row } from '../../domain/api';
import { useId } from 'react';
import { Button, FormControl, Select, TextInput } from '@primer/react';
import { Dialog } from '../shared/Dialog';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ChangeForm } from '../../machines/fleet/flagChangeMachine';
import { flagChangeClientMachine } from '../../machines/fleet/provided';
import { ChangeHistory } from './ChangeHistory';
import { CompanySelect } from '../shared/CompanySelect';
import { useAreaText } from '../shared/useAreaText';
import { shipEditField } from './shipEditText';
import { ErrorBanner } from '../shared/ErrorText';
import { DateInput } from '../shared/DateInput';

/**
 * The DOC/flag change dialog of one ship: history newest first and a form to record a change.
 * Everything it shows is the flag-change machine's state; the view only sends events.
 */
export function FlagChangeDialog({
  ship,
  canEdit,
  onClose,
}: {
  ship: Row;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('fleet');
  const companyId = useId();
  const actorRef = useActorRef(flagChangeClientMachine, { input: { shipId: ship.id } });
  const form = useSelector(actorRef, (s) => s.context.form);
  const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors);
  const error = useSelector(actorRef, (s) => s.context.errorMessage ?? s.context.errorCode);
  const notice = useSelector(actorRef, (s) => s.context.notice);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const failed = useSelector(actorRef, (s) => s.matches('failed'));
  const set = (name: keyof ChangeForm) => (value: string) =>
    actorRef.send({ type: 'form.change', name, value });
  const name = String((i18n.language === 'zh' && ship.nameZh) || ship.nameEn);
  // Field messages are the browser check's codes or the server's words; both shown in the UI language.
  const text = useAreaText('fleet');
  const fieldText = (message: string | undefined) => shipEditField(text, message);
  const fieldError = (k: string) =>
    fieldErrors[k] ? (
      <FormControl.Validation variant="error">{fieldText(fieldErrors[k])}</FormControl.Validation>
    ) : null;

  return (
    <Dialog
      title={t('changes.title', { name })}
      width="xlarge"
      onClose={onClose}
      footerButtons={[{ content: t('changes.close'), onClick: onClose }]}
    >
      <p role="status">{busy ? t('changes.loading') : notice ? t(`changes.${notice}`) : ''}</p>
      {error && <ErrorBanner text={error} />}
      {failed && <Button onClick={() => actorRef.send({ type: 'history.retry' })}>↻</Button>}
      {canEdit && (
        <form
          aria-label={t('changes.save')}
          style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap', marginBottom: 16 }}
          onSubmit={(e) => {
            e.preventDefault();
            actorRef.send({ type: 'change.submit' });
          }}
        >
          <FormControl>
            <FormControl.Label>{t('changes.type')}</FormControl.Label>
            <Select value={form.changeType} onChange={(e) => set('changeType')(e.target.value)}>
              <Select.Option value="flag">{t('changes.flag')}</Select.Option>
              <Select.Option value="doc">{t('changes.doc')}</Select.Option>
            </Select>
          </FormControl>
          {form.changeType === 'flag' ? (
            <FormControl>
              <FormControl.Label>{t('changes.newFlag')}</FormControl.Label>
              <TextInput
                value={form.newFlagCode}
                maxLength={3}
                onChange={(e) => set('newFlagCode')(e.target.value)}
              />
              {fieldError('newFlagCode') ?? fieldError('flagCode')}
            </FormControl>
          ) : (
            <FormControl id={companyId}>
              <FormControl.Label>{t('changes.newCompany')}</FormControl.Label>
              <CompanySelect id={companyId} value={form.newCompanyId} onChange={set('newCompanyId')} />
              {fieldError('newCompanyId')}
            </FormControl>
          )}
          <FormControl>
            <FormControl.Label>{t('changes.effectiveDate')}</FormControl.Label>
            <DateInput value={form.effectiveDate} onChange={set('effectiveDate')} />
            {fieldError('effectiveDate')}
          </FormControl>
          <Button type="submit" variant="primary" disabled={busy}>
            {t('changes.save')}
          </Button>
        </form>
      )}
      <ChangeHistory actorRef={actorRef} canEdit={canEdit} />
    </Dialog>
  );
}
