import type { ApiKeyDto, Row } from '../../domain/api';
import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { Banner, Button, FormControl, Radio, RadioGroup, Select, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { apiKeyIssueClient, apiKeyListMachine } from '../../machines/ledgerAdmin/provided';
import type { ApiKeyIssueActor, apiKeyIssueMachine } from '../../machines/ledgerAdmin/apiKeyIssueMachine';
import { useCan } from '../shared/permission';
import { ListFormView } from '../listForm/ListFormView';
import type { ScreenConfig } from '../listForm/types';
import { useOptions } from '../listForm/useOptions';
import { companies, shipName, shipRef, useShipRows } from '../shared/ships';
import { Dialog } from '../shared/Dialog';
import { ErrorBanner } from '../shared/ErrorText';
import { formatInstant } from '../../i18n/format';
import { useAreaText } from '../shared/useAreaText';
import { messageText } from '../ledgerAdmin/messageText';
import { useCloseWhenEnded } from '../shared/useCloseWhenEnded';

const key = (row: Row) => row as unknown as ApiKeyDto;

export function apiKeysConfig(t: TFunction<'ledgerAdmin'>): ScreenConfig {
  const time = (v: string | null, empty = '') => (v ? formatInstant(v) : empty);
  return {
    resource: 'system/api-keys',
    title: 'ledgerAdmin:apiKeys.title',
    columns: [
      { key: 'name', label: 'ledgerAdmin:apiKeys.name' },
      {
        key: 'owner',
        label: 'ledgerAdmin:apiKeys.owner',
        render: (row) => {
          const k = key(row);
          return k.shipId !== null
            ? `${t('apiKeys.ship')}: ${k.shipName ?? k.shipId}`
            : `${t('apiKeys.company')}: ${k.companyName ?? k.companyId ?? ''}`;
        },
      },
      {
        key: 'prefix',
        label: 'ledgerAdmin:apiKeys.prefix',
        render: (row) => <code>{key(row).prefix}…</code>,
      },
      { key: 'createdAt', label: 'ledgerAdmin:apiKeys.createdAt', render: (row) => time(key(row).createdAt) },
      {
        key: 'lastUsedAt',
        label: 'ledgerAdmin:apiKeys.lastUsedAt',
        render: (row) => time(key(row).lastUsedAt, t('apiKeys.never')),
      },
      {
        key: 'revokedAt',
        label: 'ledgerAdmin:apiKeys.revokedAt',
        render: (row) => time(key(row).revokedAt, t('apiKeys.active')),
      },
    ],
    filters: [],
    fields: [],
    permissions: {},
    commands: [
      {
        name: 'revoke',
        label: 'ledgerAdmin:apiKeys.revoke',
        confirm: 'ledgerAdmin:apiKeys.confirmRevoke',
        perm: 'system:apiKey:delete',
        reload: true,
        // A revoked key stays listed (its last use is still worth knowing) but cannot be revoked again.
        enabled: (row) => !key(row).revokedAt,
      },
    ],
  };
}

/** Issue a key: the form, then the key shown once with Copy and its warning. */
export function IssueKeyDialog({
  onClose,
  machine = apiKeyIssueClient,
}: {
  onClose: (changed: boolean) => void;
  machine?: typeof apiKeyIssueMachine;
}) {
  const actorRef = useActorRef(machine);
  return <IssueKeyDialogView actorRef={actorRef} onClose={onClose} />;
}

export function IssueKeyDialogView({
  actorRef,
  onClose,
}: {
  actorRef: ApiKeyIssueActor;
  onClose: (changed: boolean) => void;
}) {
  const { t, lang, errorText, fieldText } = useAreaText('ledgerAdmin');
  const message = (m: string | undefined) => messageText(t, fieldText, m);
  const state = useSelector(actorRef, (s) => s);
  const c = state.context;
  const companyOptions = useOptions(companies);
  const ships = useShipRows();
  const done = state.matches('done');
  const closed = state.matches('closed');
  useCloseWhenEnded(done, closed, onClose);
  const showing = state.matches('shown') || state.matches('copying');
  const busy = state.matches('issuing');
  const error = (k: string) =>
    c.errors[k] ? (
      <FormControl.Validation variant="error">{message(c.errors[k])}</FormControl.Validation>
    ) : null;
  const failure =
    c.errorCode && !Object.values(c.errors).some(Boolean) ? errorText(c.errorCode, c.errorMessage) : '';

  if (showing)
    return (
      <Dialog
        title={t('apiKeys.keyTitle')}
        width="large"
        onClose={() => actorRef.send({ type: 'key.close' })}
        footerButtons={[
          {
            content: t('apiKeys.done'),
            buttonType: 'primary',
            onClick: () => actorRef.send({ type: 'key.close' }),
          },
        ]}
      >
        <Banner
          variant="warning"
          title={t('apiKeys.keyWarning')}
          hideTitle
          description={t('apiKeys.keyWarning')}
        />
        <FormControl>
          <FormControl.Label>{t('apiKeys.keyLabel')}</FormControl.Label>
          <TextInput readOnly block monospace value={c.key} onFocus={(e) => e.target.select()} />
        </FormControl>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8 }}>
          <Button onClick={() => actorRef.send({ type: 'key.copy' })} loading={state.matches('copying')}>
            {t('apiKeys.copy')}
          </Button>
          <Text role="status">
            {c.copied ? t('apiKeys.copied') : c.copyFailed ? t('apiKeys.copyFailed') : ''}
          </Text>
        </div>
      </Dialog>
    );

  return (
    <Dialog
      title={t('apiKeys.issueTitle')}
      width="large"
      onClose={() => actorRef.send({ type: 'form.cancel' })}
      footerButtons={[
        { content: t('apiKeys.cancel'), onClick: () => actorRef.send({ type: 'form.cancel' }) },
        {
          content: t('apiKeys.issueButton'),
          buttonType: 'primary',
          loading: busy,
          disabled: !state.can({ type: 'form.save' }),
          onClick: () => actorRef.send({ type: 'form.save' }),
        },
      ]}
    >
      <ErrorBanner text={failure} />
      <form
        aria-label={t('apiKeys.issueTitle')}
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          actorRef.send({ type: 'form.save' });
        }}
      >
        <FormControl required disabled={busy}>
          <FormControl.Label>{t('apiKeys.name')}</FormControl.Label>
          <TextInput
            block
            value={c.name}
            onChange={(e) => actorRef.send({ type: 'form.name', value: e.target.value })}
          />
          {error('name')}
        </FormControl>
        <RadioGroup
          name="scope"
          disabled={busy}
          onChange={(value) =>
            value && actorRef.send({ type: 'form.scope', value: value as 'company' | 'ship' })
          }
        >
          <RadioGroup.Label>{t('apiKeys.scope')}</RadioGroup.Label>
          <FormControl>
            <Radio value="company" checked={c.scope === 'company'} />
            <FormControl.Label>{t('apiKeys.scopeCompany')}</FormControl.Label>
          </FormControl>
          <FormControl>
            <Radio value="ship" checked={c.scope === 'ship'} />
            <FormControl.Label>{t('apiKeys.scopeShip')}</FormControl.Label>
          </FormControl>
        </RadioGroup>
        {c.scope === 'company' ? (
          <FormControl required disabled={busy}>
            <FormControl.Label>{t('apiKeys.company')}</FormControl.Label>
            <Select
              value={c.companyId === null ? '' : String(c.companyId)}
              onChange={(e) =>
                actorRef.send({ type: 'form.company', value: e.target.value ? Number(e.target.value) : null })
              }
            >
              <Select.Option value="">{t('apiKeys.choose')}</Select.Option>
              {companyOptions.map((o) => (
                <Select.Option key={o.value} value={o.value}>
                  {o.label}
                </Select.Option>
              ))}
            </Select>
            {error('companyId')}
          </FormControl>
        ) : (
          <FormControl required disabled={busy}>
            <FormControl.Label>{t('apiKeys.ship')}</FormControl.Label>
            <Select
              value={c.shipId === null ? '' : String(c.shipId)}
              onChange={(e) =>
                actorRef.send({ type: 'form.ship', value: e.target.value ? Number(e.target.value) : null })
              }
            >
              <Select.Option value="">{t('apiKeys.choose')}</Select.Option>
              {ships.map((s) => (
                <Select.Option key={s.id} value={String(s.id)}>
                  {`${shipName(s, lang)} ${shipRef(s)}`.trim()}
                </Select.Option>
              ))}
            </Select>
            {error('shipId')}
          </FormControl>
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

/** API keys for ship-side software (`/system/apiKeys`): list, issue (shown once), revoke. */
export default function ApiKeysScreen() {
  const button = useCan();
  const can = (perm: string | undefined) => perm === 'system:apiKey' || button(perm);
  const { t } = useAreaText('ledgerAdmin');
  const [issuing, setIssuing] = useState(false);
  const list = useActorRef(apiKeyListMachine, { input: { resource: 'system/api-keys', filters: {} } });
  const close = useCallback(
    (changed: boolean) => {
      setIssuing(false);
      if (changed) list.send({ type: 'filter.search' });
    },
    [list],
  );
  return (
    <>
      {can('system:apiKey:add') && (
        <Button style={{ marginBottom: 8 }} onClick={() => setIssuing(true)}>
          {t('apiKeys.issue')}
        </Button>
      )}
      <ListFormView actorRef={list} config={apiKeysConfig(t)} can={can} />
      {issuing && <IssueKeyDialog onClose={close} />}
    </>
  );
}
