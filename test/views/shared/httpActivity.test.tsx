import { onHttpEvent, request, type HttpEvent } from '../../../src/services/http';
import { clearSession, setToken } from '../../../src/services/storage';

/** The idle warning's clock runs from the server's last answer to the session: http.ts says when. */
const answer = (status: number) =>
  new Response(JSON.stringify(status === 200 ? { success: true, data: 1 } : { success: false, code: 'x' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let seen: HttpEvent['type'][];
let stop: () => void;
beforeEach(() => {
  seen = [];
  stop = onHttpEvent((e) => seen.push(e.type));
});
afterEach(() => {
  stop();
  clearSession();
  vi.unstubAllGlobals();
});

describe('http.ts and the idle clock', () => {
  it('reports activity for every answer to a call that carried the token, a refusal included', async () => {
    setToken('t1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200)),
    );
    await request('/api/x');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(422)),
    );
    await request('/api/x', { silent: true }).catch(() => undefined);
    expect(seen).toEqual(['http.activity', 'http.activity']);
  });

  it('reports none without a token, and a 401 as the end of the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200)),
    );
    await request('/api/code');
    setToken('t1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401)),
    );
    await request('/api/x').catch(() => undefined);
    expect(seen).toEqual(['http.unauthorized']);
  });
});
