import { Checkbox, FormControl, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  poolPreview,
  type PoolDialogActor,
  type PoolDialogInput,
  type poolDialogMachine,
} from '../../../machines/fuelEu/poolDialogMachine';
import { fuelEuPoolDialogClient } from '../../../machines/fuelEu/provided';
import { Dialog } from '../../shared/Dialog';
import { WithUserTexts } from '../../shared/UserText';
import { ErrorBanner } from '../../shared/ErrorText';
import { cell, numCell } from '../reportText';
import { useEnd, type DialogEnd } from './FlexDialog';
import { useAreaText } from '../../shared/useAreaText';
import { fuelEuNumber } from './fuelEuText';

export function PoolDialog({
  input,
  onEnd,
  machine = fuelEuPoolDialogClient,
}: {
  input: PoolDialogInput;
  onEnd: (end: DialogEnd) => void;
  machine?: typeof poolDialogMachine;
}) {
  const actorRef = useActorRef(machine, { input });
  return <PoolDialogView actorRef={actorRef} onEnd={onEnd} />;
}

/** Form / edit / dissolve a pool with the domain's live check: renders the machine's state only. */
export function PoolDialogView({
  actorRef,
  onEnd,
}: {
  actorRef: PoolDialogActor;
  onEnd: (end: DialogEnd) => void;
}) {
  const { t: f, lang } = useAreaText('fuelEu');
  const num = fuelEuNumber(lang);
  const state = useSelector(actorRef, (s) => s);
  const c = state.context;
  useEnd(actorRef, state.value, onEnd);
  const send = actorRef.send;
  const nameOf = (id: number | string) =>
    c.candidates.find((x) => x.shipId === Number(id))?.name ?? String(id);
  const ruleText = (v: string) => {
    const [code, ship] = v.split(':');
    return f(`poolForm.rules.${code}`, { ship: ship ? nameOf(ship) : '', defaultValue: code });
  };
  // The pool's name as the company gave it is data inside the sentence, not the UI's words.
  const named = (key: 'titleEdit' | 'dissolveTitle' | 'confirmText', name: string, values = {}) => (
    <WithUserTexts sentence={(marks) => f(`poolForm.${key}`, { ...values, ...marks })} users={{ name }} />
  );
  const title = c.pool ? named('titleEdit', c.pool.name) : f('poolForm.titleNew', { year: c.year });
  const cancel = { content: f('poolForm.cancel'), onClick: () => send({ type: 'pool.cancel' }) };
  const cancelWhile = () => ({ ...cancel, disabled: !state.can({ type: 'pool.cancel' }) });
  const back = {
    content: f('poolForm.back'),
    disabled: !state.can({ type: 'pool.back' }),
    onClick: () => send({ type: 'pool.back' }),
  };
  const confirm = (content: string, danger = false) => ({
    content,
    buttonType: danger ? ('danger' as const) : ('primary' as const),
    loading: state.hasTag('busy'),
    disabled: !state.can({ type: 'pool.confirm' }),
    onClick: () => send({ type: 'pool.confirm' }),
  });
  const preview = poolPreview(c);
  const after = new Map(preview.allocation.map((a) => [Number(a.shipId), a.after]));

  let body;
  let footer;
  if (state.matches('loading')) {
    body = <Text as="p">{f('poolForm.loading')}</Text>;
    footer = [cancel];
  } else if (state.matches('failed')) {
    body = <ErrorBanner text={f('poolForm.loadFailed', { error: c.errorMessage ?? c.errorCode ?? '' })} />;
    footer = [cancel, { content: f('poolForm.retry'), onClick: () => send({ type: 'pool.retry' }) }];
  } else if (state.matches('conflict')) {
    body = <ErrorBanner variant="warning" text={f('poolForm.conflictText')} />;
    footer = [
      cancel,
      {
        content: f('poolForm.reload'),
        buttonType: 'primary' as const,
        onClick: () => send({ type: 'pool.reload' }),
      },
    ];
  } else if (state.matches('confirmDissolve') || state.matches('dissolving')) {
    body = (
      <>
        <Text as="p" style={{ fontWeight: 600 }}>
          {named('dissolveTitle', c.pool?.name ?? '')}
        </Text>
        <Text as="p">{f('poolForm.dissolveText', { year: c.year })}</Text>
      </>
    );
    footer = [cancelWhile(), back, confirm(f('poolForm.dissolveConfirm'), true)];
  } else {
    const editing = state.matches('editing');
    const confirming = state.matches('confirming') || state.matches('saving');
    body = (
      <form
        onSubmit={(e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && editing) {
            e.preventDefault();
            send({ type: 'pool.submit' });
          }
        }}
      >
        {confirming && (
          <Text as="p">
            {named('confirmText', c.name.trim(), { count: c.selected.length, year: c.year })}
          </Text>
        )}
        <ErrorBanner text={editing ? (c.errorMessage ?? c.errorCode ?? '') : ''} />
        <FormControl disabled={!editing} required>
          <FormControl.Label>{f('poolForm.name')}</FormControl.Label>
          <TextInput value={c.name} onChange={(e) => send({ type: 'name.change', value: e.target.value })} />
          {c.name.trim() === '' && (
            <FormControl.Validation variant="error">{f('poolForm.nameRequired')}</FormControl.Validation>
          )}
        </FormControl>
        {c.candidates.length === 0 ? (
          <Text as="p">{f('poolForm.noShips')}</Text>
        ) : (
          <table aria-label={f('poolForm.members')} style={{ borderCollapse: 'collapse', marginTop: 8 }}>
            <thead>
              <tr>
                {(['ship', 'before', 'after'] as const).map((k) => (
                  <th key={k} scope="col" style={cell}>
                    {f(`pools.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {c.candidates.map((s) => {
                const balance = c.balances[s.shipId];
                const chosen = c.selected.includes(s.shipId);
                return (
                  <tr key={s.shipId}>
                    <th scope="row" style={cell}>
                      <label style={{ display: 'flex', gap: 6, alignItems: 'center', fontWeight: 400 }}>
                        <Checkbox
                          checked={chosen}
                          disabled={!editing || s.taken}
                          onChange={() => send({ type: 'member.toggle', shipId: s.shipId })}
                        />
                        {s.name}
                        {s.taken && (
                          <Text style={{ color: 'var(--fgColor-muted)' }}>({f('poolForm.taken')})</Text>
                        )}
                        {balance === null && (
                          <Text style={{ color: 'var(--fgColor-muted)' }}>({f('poolForm.noFigures')})</Text>
                        )}
                      </label>
                    </th>
                    <td style={numCell}>{num(balance)}</td>
                    <td style={numCell}>{chosen ? num(after.get(s.shipId)) : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <div role="status" aria-label={f('poolForm.check')} style={{ marginTop: 8 }}>
          <Text as="p">{f('poolForm.sum', { sum: num(preview.sumBeforeT) })}</Text>
          {preview.violations.length === 0 ? (
            <Text as="p" style={{ color: 'var(--fgColor-success)' }}>
              {f('poolForm.valid')}
            </Text>
          ) : (
            <ul style={{ color: 'var(--fgColor-danger)', margin: 0 }}>
              {preview.violations.map((v) => (
                <li key={v}>{ruleText(v)}</li>
              ))}
            </ul>
          )}
        </div>
      </form>
    );
    footer = confirming
      ? [cancelWhile(), back, confirm(f('poolForm.confirm'))]
      : [
          cancel,
          ...(c.pool
            ? [
                {
                  content: f('poolForm.dissolve'),
                  buttonType: 'danger' as const,
                  onClick: () => send({ type: 'pool.dissolve' }),
                },
              ]
            : []),
          {
            content: f('poolForm.submit'),
            buttonType: 'primary' as const,
            disabled: !state.can({ type: 'pool.submit' }),
            onClick: () => send({ type: 'pool.submit' }),
          },
        ];
  }
  return (
    <Dialog title={title} width="large" onClose={() => send({ type: 'pool.cancel' })} footerButtons={footer}>
      {body}
    </Dialog>
  );
}
