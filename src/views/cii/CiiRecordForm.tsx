import { Button, FormControl, Select, Text, TextInput, Textarea } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { TYPE_FIELDS } from '../../domain/cii/adjustments';
import { ICE_CLASSES } from '../../domain/registry/ciiG5';
import { FUEL_CODES } from '../../domain/registry/fuels';
import { typesOf, type CiiFormField, type CiiRecordFormActor } from '../../machines/cii/ciiRecordFormMachine';
import { Dialog } from '../shared/Dialog';
import { ErrorBanner, InlineError } from '../shared/ErrorText';
import { useAreaText } from '../shared/useAreaText';
import { fuelNameText } from '../shared/labels/FuelName';
import { DateInput } from '../shared/DateInput';

/** The form of one adjustment or correction: the fields its type takes, fuel lines, evidence. */
export function CiiRecordFormView({
  actorRef,
  onClose,
}: {
  actorRef: CiiRecordFormActor;
  onClose: (changed: boolean) => void;
}) {
  const { t: c, fieldText, errorText } = useAreaText('cii');
  const kit = useAreaText('kit').t;
  const state = useSelector(actorRef, (s) => s);
  const ctx = state.context;
  const v = ctx.values;
  const need = TYPE_FIELDS[v.type];
  const busy = state.hasTag('busy');
  const ended = state.matches('done') || state.matches('closed');
  const initial = useRef(ctx.record);
  useEffect(() => {
    if (ended) onClose(state.matches('done') || ctx.record !== initial.current);
  }, [ended]); // eslint-disable-line react-hooks/exhaustive-deps
  const field = (name: CiiFormField, input: React.ReactNode) => (
    <FormControl disabled={busy}>
      <FormControl.Label>{c(`adjust.form.${name}`)}</FormControl.Label>
      {input}
      {ctx.errors[name] && (
        <FormControl.Validation variant="error">{fieldText(ctx.errors[name])}</FormControl.Validation>
      )}
    </FormControl>
  );
  const text = (name: CiiFormField, type = 'text') =>
    field(
      name,
      <TextInput
        block
        type={type}
        value={v[name]}
        onChange={(e) => actorRef.send({ type: 'field.change', field: name, value: e.target.value })}
      />,
    );
  const when = (name: CiiFormField) =>
    field(
      name,
      <DateInput
        block
        withTime
        value={v[name]}
        onChange={(value) => actorRef.send({ type: 'field.change', field: name, value })}
      />,
    );
  const fuelErrors = Object.entries(ctx.errors).filter(([k]) => k.startsWith('fuels'));
  return (
    <Dialog
      title={ctx.record ? c('adjust.form.titleEdit', { id: ctx.record.id }) : c('adjust.form.titleNew')}
      onClose={() => actorRef.send({ type: 'form.cancel' })}
      width="large"
      footerButtons={[
        { content: c('adjust.form.cancel'), onClick: () => actorRef.send({ type: 'form.cancel' }) },
        {
          content: c('adjust.form.save'),
          buttonType: 'primary',
          loading: busy,
          disabled: busy,
          onClick: () => actorRef.send({ type: 'form.save' }),
        },
      ]}
    >
      <ErrorBanner text={errorText(ctx.errorCode, ctx.errorMessage)} />
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        {field(
          'type',
          <Select
            value={v.type}
            onChange={(e) => actorRef.send({ type: 'field.change', field: 'type', value: e.target.value })}
          >
            {typesOf(ctx.kind).map((t) => (
              <Select.Option key={t} value={t}>
                {c(`adjust.types.${t}`)}
              </Select.Option>
            ))}
          </Select>,
        )}
        {text('voyageNo')}
        {when('begin')}
        {when('end')}
        {need.distance && text('distanceNm', 'number')}
        {need.iceClass &&
          field(
            'iceClass',
            <Select
              value={v.iceClass}
              onChange={(e) =>
                actorRef.send({ type: 'field.change', field: 'iceClass', value: e.target.value })
              }
            >
              <Select.Option value="">-</Select.Option>
              {ICE_CLASSES.map((k) => (
                <Select.Option key={k} value={k}>
                  {k.replace('_', ' ')}
                </Select.Option>
              ))}
            </Select>,
          )}
        {need.factor && text('factor', 'number')}
      </div>
      {need.fuels && (
        <fieldset disabled={busy} style={{ border: 'none', padding: 0, margin: '12px 0' }}>
          <legend>{c('adjust.form.fuels')}</legend>
          {v.fuels.map((f, i) => (
            <div key={i} style={{ display: 'flex', gap: 8, alignItems: 'flex-end', marginBottom: 4 }}>
              <FormControl>
                <FormControl.Label>{`${c('adjust.form.fuel')} ${i + 1}`}</FormControl.Label>
                <Select
                  value={f.fuel}
                  onChange={(e) =>
                    actorRef.send({ type: 'fuel.change', index: i, field: 'fuel', value: e.target.value })
                  }
                >
                  {FUEL_CODES.map((code) => (
                    <Select.Option key={code} value={code}>
                      {fuelNameText(kit, code)}
                    </Select.Option>
                  ))}
                </Select>
              </FormControl>
              <FormControl>
                <FormControl.Label>{`${c('adjust.form.tonnes')} ${i + 1}`}</FormControl.Label>
                <TextInput
                  type="number"
                  value={f.tonnes}
                  onChange={(e) =>
                    actorRef.send({ type: 'fuel.change', index: i, field: 'tonnes', value: e.target.value })
                  }
                />
              </FormControl>
              <Button variant="invisible" onClick={() => actorRef.send({ type: 'fuel.remove', index: i })}>
                {c('adjust.form.removeFuel')}
              </Button>
            </div>
          ))}
          <Button size="small" onClick={() => actorRef.send({ type: 'fuel.add' })}>
            {c('adjust.form.addFuel')}
          </Button>
          {fuelErrors.map(([k, m]) => (
            <InlineError key={k} style={{ margin: 0 }}>
              {`${c('adjust.form.fuels')}: ${fieldText(m)}`}
            </InlineError>
          ))}
        </fieldset>
      )}
      {field(
        'remark',
        <Textarea
          block
          value={v.remark}
          onChange={(e) => actorRef.send({ type: 'field.change', field: 'remark', value: e.target.value })}
        />,
      )}
      <FormControl disabled={busy}>
        <FormControl.Label>{c('adjust.form.evidence')}</FormControl.Label>
        <input
          type="file"
          aria-label={c('adjust.form.evidence')}
          accept=".pdf,.png,.jpg,.jpeg,.xlsx,.docx"
          onChange={(e) => actorRef.send({ type: 'file.choose', file: e.target.files?.[0] ?? null })}
        />
        {ctx.record?.evidence && (
          <Text as="p">{c('adjust.form.currentEvidence', { name: ctx.record.evidence.name })}</Text>
        )}
        {ctx.errors.file && (
          <FormControl.Validation variant="error">{fieldText(ctx.errors.file)}</FormControl.Validation>
        )}
      </FormControl>
    </Dialog>
  );
}
