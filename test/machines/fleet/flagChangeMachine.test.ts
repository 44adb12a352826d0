import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { flagChangeMachine, toNewChange } from '../../../src/machines/fleet/flagChangeMachine';
import { ApiError } from '../../../src/domain/apiError';
import type { FlagDocChange, NewChange } from '../../../src/domain/api';

const change = (id: number): FlagDocChange =>
  ({
    id,
    shipId: 7,
    changeType: 'flag',
    oldFlagCode: 'CHN',
    newFlagCode: 'PAN',
    effectiveDate: '2026-01-01T00:00:00.000Z',
  }) as FlagDocChange;

function start(
  opts: { list?: () => Promise<FlagDocChange[]>; record?: (c: NewChange) => Promise<FlagDocChange> } = {},
) {
  const sent: NewChange[] = [];
  let history: FlagDocChange[] = [];
  const actor = createActor(
    flagChangeMachine.provide({
      actors: {
        listChanges: fromPromise(opts.list ?? (async () => history)),
        recordChange: fromPromise<FlagDocChange, NewChange>(async ({ input }) => {
          sent.push(input);
          if (opts.record) return opts.record(input);
          history = [change(history.length + 1), ...history];
          return history[0];
        }),
        deleteChange: fromPromise<unknown, { id: number }>(async ({ input }) => {
          history = history.filter((c) => c.id !== input.id);
          return { id: input.id };
        }),
      },
    }),
    { input: { shipId: 7 } },
  ).start();
  return { actor, sent };
}

describe('flagChangeMachine', () => {
  it('builds the API body from the form: upper-case flag, midnight UTC', () => {
    expect(
      toNewChange(7, {
        changeType: 'flag',
        newFlagCode: ' pan',
        newCompanyId: '3',
        effectiveDate: '2026-01-02',
      }),
    ).toEqual({
      shipId: 7,
      changeType: 'flag',
      newFlagCode: 'PAN',
      effectiveDate: '2026-01-02T00:00:00Z',
    });
    expect(
      toNewChange(7, { changeType: 'doc', newFlagCode: 'X', newCompanyId: '3', effectiveDate: '' }),
    ).toMatchObject({ newCompanyId: 3, effectiveDate: '' });
  });

  it('records a change, clears the form and reloads the history', async () => {
    const { actor, sent } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'form.change', name: 'newFlagCode', value: 'pan' });
    actor.send({ type: 'form.change', name: 'effectiveDate', value: '2026-01-01' });
    actor.send({ type: 'change.submit' });
    const s = await waitFor(actor, (x) => x.matches('ready') && x.context.history.length === 1);
    expect(sent[0]).toMatchObject({ shipId: 7, newFlagCode: 'PAN' });
    expect(s.context).toMatchObject({ notice: 'saved', form: { newFlagCode: '' } });
    actor.send({ type: 'change.delete', id: 1 });
    const d = await waitFor(actor, (x) => x.matches('ready') && x.context.notice === 'deleted');
    expect(d.context.history).toEqual([]);
  });

  it('keeps what is typed while the history is still loading', async () => {
    let answer: (rows: FlagDocChange[]) => void = () => undefined;
    const { actor, sent } = start({ list: () => new Promise((resolve) => (answer = resolve)) });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'form.change', name: 'newFlagCode', value: 'pan' });
    actor.send({ type: 'form.change', name: 'effectiveDate', value: '2026-01-01' });
    answer([]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.form).toMatchObject({
      newFlagCode: 'pan',
      effectiveDate: '2026-01-01',
    });
    actor.send({ type: 'change.submit' });
    await waitFor(actor, () => sent.length === 1);
    expect(sent[0]).toMatchObject({ newFlagCode: 'PAN', effectiveDate: '2026-01-01T00:00:00Z' });
  });

  it('keeps the form and shows field messages when the server refuses', async () => {
    const { actor } = start({
      record: async () => {
        throw new ApiError(400, 'validation_failed', 'Some fields are not valid.', {
          newFlagCode: 'The new value must differ from the old one.',
        });
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'form.change', name: 'newFlagCode', value: 'CHN' });
    actor.send({ type: 'form.change', name: 'effectiveDate', value: '2026-01-01' });
    actor.send({ type: 'change.submit' });
    const s = await waitFor(actor, (x) => x.matches('ready') && x.context.errorCode !== null);
    expect(s.context).toMatchObject({
      errorCode: 'validation_failed',
      fieldErrors: { newFlagCode: 'The new value must differ from the old one.' },
      form: { effectiveDate: '2026-01-01' },
    });
    actor.send({ type: 'form.change', name: 'newFlagCode', value: 'PAN' });
    expect(actor.getSnapshot().context.fieldErrors.newFlagCode).toBe('');
  });

  it('checks the form with the server schema before any call', async () => {
    const { actor, sent } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'change.submit' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      newFlagCode: 'msg.required',
      effectiveDate: 'msg.required',
    });
    actor.send({ type: 'form.change', name: 'changeType', value: 'doc' });
    actor.send({ type: 'form.change', name: 'effectiveDate', value: '2026-01-01' });
    actor.send({ type: 'change.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({ newCompanyId: 'msg.required' });
    expect(sent).toEqual([]);
  });

  it('fails to load (404 outside scope) and retries', async () => {
    let calls = 0;
    const { actor } = start({
      list: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(404, 'not_found', 'Not found.');
        return [change(1)];
      },
    });
    const f = await waitFor(actor, (s) => s.matches('failed'));
    expect(f.context.errorCode).toBe('not_found');
    expect(f.can({ type: 'change.submit' })).toBe(false);
    actor.send({ type: 'history.retry' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.history).toHaveLength(1);
  });
});
