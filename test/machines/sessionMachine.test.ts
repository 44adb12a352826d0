import { createActor, fromPromise } from 'xstate';
import { captchaShown, sessionMachine } from '../../src/machines/sessionMachine';
import { transitionCoverage } from '../support/graph';
import { SESSION } from './sessionMachine.fixtures';
import { sessionModelPaths } from './sessionMachine.paths';

const quiet = sessionMachine.provide({
  actions: { storeLogin: () => undefined, clearStorage: () => undefined },
});
const input = { hasToken: false };

describe('sessionMachine graph', () => {
  it('every state-changing transition is driven by a generated path or a journey', async () => {
    const { machine, events, paths } = await sessionModelPaths();
    const { all, covered, states, visited } = transitionCoverage(machine, { input, events }, paths);
    expect([...all].filter((k) => !covered.has(k))).toEqual([]);
    expect([...states].filter((s) => !visited.has(s))).toEqual([]);
  });

  it('a saved token resumes the session without the login form', () => {
    const actor = createActor(
      quiet.provide({ actors: { getUserInfo: fromPromise(() => new Promise(() => undefined)) } }),
      { input: { hasToken: true } },
    ).start();
    expect(actor.getSnapshot().value).toEqual({ authenticated: 'loadingUser' });
    actor.stop();
  });

  it('emits the forced password change when the account must change its password', async () => {
    const actor = createActor(
      quiet.provide({
        actors: {
          getUserInfo: fromPromise(async (): Promise<any> => ({
            ...SESSION.userLoaded.output,
            mustChangePassword: true,
          })),
          getMenus: fromPromise(async (): Promise<any[]> => []),
        },
      }) as typeof quiet,
      { input: { hasToken: true } },
    );
    const seen: string[] = [];
    actor.on('session.mustChangePassword', (e) => seen.push(e.type));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ authenticated: 'ready' })).toBe(true));
    expect(seen).toEqual(['session.mustChangePassword']);
    actor.stop();
  });

  it('trims the username before sending (docs/product-rules.md §5)', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      quiet.provide({
        actors: {
          getLoginSettings: fromPromise(async () => ({ captcha: true as boolean })),
          getCaptcha: fromPromise(async () => ({ captchaId: 'c9', svg: '<svg/>' })),
          login: fromPromise(async ({ input: i }) => {
            sent.push(i);
            throw new Error('stop');
          }),
        },
      }),
      { input },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ anonymous: 'ready' })).toBe(true));
    actor.send({ type: 'login.submit', username: '  li.lei ', password: 'x', verifycode: '-3', i18n: 'zh' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      username: 'li.lei',
      password: 'x',
      verifycode: '-3',
      i18n: 'zh',
      captchaId: 'c9',
    });
    actor.stop();
  });

  it('captcha off in the public settings: no captcha fetched, no code required, a failure returns to the form', async () => {
    const calls: string[] = [];
    const actor = createActor(
      quiet.provide({
        actors: {
          getLoginSettings: fromPromise(async () => ({ captcha: false as boolean })),
          getCaptcha: fromPromise(async () => {
            calls.push('getCaptcha');
            return { captchaId: 'c1', svg: '<svg/>' };
          }),
          login: fromPromise(async ({ input: i }) => {
            calls.push(`login:${JSON.stringify(i)}`);
            throw new Error('wrong password');
          }),
        },
      }),
      { input },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ anonymous: 'ready' })).toBe(true));
    expect(captchaShown(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().can({ type: 'captcha.refresh' })).toBe(false);
    actor.send({ type: 'login.submit', username: 'li.lei', password: 'x', verifycode: '', i18n: 'en' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.errorCode).toBe('unknown'));
    expect(actor.getSnapshot().value).toEqual({ anonymous: 'ready' });
    expect(calls).toEqual([
      'login:{"username":"li.lei","password":"x","verifycode":"","i18n":"en","captchaId":""}',
    ]);
    actor.stop();
  });

  it.each([
    ['on', { captcha: true }],
    ['unreadable', new Error('offline')],
  ])('captcha %s: the captcha is fetched and the code is required', async (_name, settings) => {
    const actor = createActor(
      quiet.provide({
        actors: {
          getLoginSettings: fromPromise(async () => {
            if (settings instanceof Error) throw settings;
            return settings;
          }),
          getCaptcha: fromPromise(async () => ({ captchaId: 'c1', svg: '<svg/>' })),
        },
      }),
      { input },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ anonymous: 'ready' })).toBe(true));
    expect(actor.getSnapshot().context.captcha?.captchaId).toBe('c1');
    expect(captchaShown(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'login.submit', username: 'li.lei', password: 'x', verifycode: ' ', i18n: 'en' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ verifycode: 'required' });
    actor.stop();
  });
});

describe('the idle warning (the server ends a session unused for idleMinutes)', () => {
  afterEach(() => vi.useRealTimers());
  // The services answer at once: a few microtask turns, no time passing (vi.waitFor would move the
  // fake clock).
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  const signedIn = async (renew: () => Promise<unknown> = async () => SESSION.userLoaded.output) => {
    vi.useFakeTimers();
    const actor = createActor(
      quiet.provide({
        actors: {
          getUserInfo: fromPromise(async (): Promise<any> => ({
            ...SESSION.userLoaded.output,
            idleMinutes: 30,
          })),
          getMenus: fromPromise(async (): Promise<any[]> => []),
          renewSession: fromPromise(renew),
        },
      }) as typeof quiet,
      { input: { hasToken: true } },
    ).start();
    await settle();
    expect(actor.getSnapshot().matches({ authenticated: 'ready' })).toBe(true);
    return actor;
  };
  const at = (actor: { getSnapshot(): { value: unknown } }) => actor.getSnapshot().value;
  const MIN = 60_000;

  it('warns two minutes before the limit; left alone, the login page says why', async () => {
    const actor = await signedIn();
    vi.advanceTimersByTime(28 * MIN - 1);
    expect(at(actor)).toEqual({ authenticated: { ready: 'active' } });
    vi.advanceTimersByTime(1);
    expect(at(actor)).toEqual({ authenticated: { ready: 'warning' } });
    vi.advanceTimersByTime(2 * MIN);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe('session_idle');
    actor.stop();
  });

  it('"Stay signed in" asks the server and starts the clock again', async () => {
    const actor = await signedIn();
    vi.advanceTimersByTime(29 * MIN);
    actor.send({ type: 'session.stay' });
    expect(at(actor)).toEqual({ authenticated: { ready: 'renewing' } });
    await settle();
    expect(at(actor)).toEqual({ authenticated: { ready: 'active' } });
    vi.advanceTimersByTime(28 * MIN - 1);
    expect(at(actor)).toEqual({ authenticated: { ready: 'active' } });
    vi.advanceTimersByTime(1);
    expect(at(actor)).toEqual({ authenticated: { ready: 'warning' } });
    actor.stop();
  });

  it('every answer of the server to the session counts as use', async () => {
    const actor = await signedIn();
    vi.advanceTimersByTime(20 * MIN);
    actor.send({ type: 'session.activity' });
    vi.advanceTimersByTime(20 * MIN);
    expect(at(actor)).toEqual({ authenticated: { ready: 'active' } });
    actor.stop();
  });
});
