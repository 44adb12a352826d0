import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

describe('configuration from the environment', () => {
  it('has the documented defaults on the embedded database', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      demo: true,
      captcha: true,
      databaseUrl: undefined,
    });
    expect(c.session).toEqual({
      idleMs: 30 * 60_000,
      absoluteMs: 12 * 3600_000,
      rotateMs: 15 * 60_000,
      graceMs: 60_000,
    });
  });

  it('turns the demo off by default on PostgreSQL, and honours explicit switches', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', EEOI_DEMO: 'on' }).demo).toBe(true);
    expect(loadConfig({ EEOI_CAPTCHA: 'off' }).captcha).toBe(false);
  });

  it('names every bad variable with what it expects, in one error', () => {
    let err: unknown;
    try {
      loadConfig({
        PORT: 'http',
        DATABASE_URL: 'mysql://x',
        EEOI_CAPTCHA: 'maybe',
        EEOI_ADMIN_PASSWORD: 'short',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const text = (err as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'EEOI_CAPTCHA', 'EEOI_ADMIN_PASSWORD'])
      expect(text).toContain(`${name}:`);
    expect(text).toContain('postgres://');
  });

  it.each([
    '1',
    '2',
    '0',
    '1.2.3',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.1/8/1',
    'yes',
    'loopback,true',
    'off,10.0.0.1',
    'proxy.example',
  ])('refuses EEOI_TRUST_PROXY=%s at start, with one line naming it', (value) => {
    let err: unknown;
    try {
      loadConfig({ EEOI_TRUST_PROXY: value });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const lines = (err as Error).message.split('\n').slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}EEOI_TRUST_PROXY: must be off, false, true, or proxy addresses/);
  });

  it.each([
    ['off', false],
    ['false', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
    ['loopback,linklocal,uniquelocal', ['loopback', 'linklocal', 'uniquelocal']],
    ['fd00::/8,::1', ['fd00::/8', '::1']],
  ])('takes EEOI_TRUST_PROXY=%s as Fastify trustProxy %j', (value, expected) => {
    expect(loadConfig({ EEOI_TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});
