import type { Page } from 'playwright-core';
import type { E2eServer } from './e2eServer';

/**
 * What the Chromium journeys do beside the browser: read the session token the page holds, and
 * call the API with it in-process (set-up data, checks behind the screen).
 */
export async function tokenOf(p: Page) {
  return (await p.context().cookies()).find((c) => c.name === 'token')!.value;
}

export async function call(
  s: E2eServer,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const res = await s.app.inject({ method, url, headers: { 'x-token': token }, payload });
  return { status: res.statusCode, body: res.json() as { data: any } };
}

/** A session token for `username`, logged in through the API (the captcha answered from the server's side). */
export async function apiToken(s: E2eServer, username: string, password: string): Promise<string> {
  const code = (await s.app.inject({ method: 'GET', url: '/api/code' })).json().data as { captchaId: string };
  const login = await s.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: {
      username,
      password,
      captchaId: code.captchaId,
      verifycode: await s.captchaAnswer(code.captchaId),
    },
  });
  return login.json().data.token as string;
}
