import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { IMMUTABLE_CACHE, installStatic, PAGE_CACHE } from '../../../src/server/plugins/static.js';
import { precompress, preloadFirstScreen } from '../../../vite.config.js';
import { ASSET, PAGE, SCRIPT, writeStaticClient } from '../../support/staticClient.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.get('/api/x', { config: { perm: 'public' } }, async () => ({ success: true }));
  await installStatic(app, writeStaticClient());
  await app.ready();
});
afterAll(() => app.close());

describe('serving the built client', () => {
  it('sends the brotli copy, else the gzip copy, else the file, as the browser accepts', async () => {
    const get = (encoding?: string) =>
      app.inject({ url: ASSET, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const none = await get();
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(SCRIPT);
    for (const res of [br, gz, none]) {
      expect(res.headers['content-type']).toMatch(/javascript/);
      // A shared cache must not hand one encoding to a browser that asked for another.
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('compresses the page of every client-side route too', async () => {
    const res = await app.inject({ url: '/ship/list', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
  });

  it('caches hashed assets for a year, immutable, and makes the page revalidate', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      expect((await app.inject({ url: ASSET, headers })).headers['cache-control']).toBe(IMMUTABLE_CACHE);
      for (const url of ['/', '/ship/list', '/index.html'])
        expect((await app.inject({ url, headers })).headers['cache-control'], url).toBe(PAGE_CACHE);
    }
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
    expect(PAGE_CACHE).toBe('no-cache');
    // Unhashed files beside the page (icon, guides) may change under the same name.
    expect((await app.inject({ url: '/favicon.svg' })).headers['cache-control']).toBe(PAGE_CACHE);
  });

  it('keeps an unknown API route a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the client build', () => {
  const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  });

  it('preloads the sign-in screen’s chunk and what it imports beyond the entry', () => {
    const bundle = {
      a: chunk('assets/index-1.js', ['assets/react-2.js'], {
        isEntry: true,
        facadeModuleId: '/p/src/main.tsx',
      }),
      b: chunk('assets/react-2.js', []),
      c: chunk('assets/LoginView-3.js', ['assets/react-2.js', 'assets/TextInput-4.js'], {
        facadeModuleId: '/p/src/views/login/LoginView.tsx',
      }),
      d: chunk('assets/TextInput-4.js', ['assets/react-2.js']),
      e: chunk('assets/Dashboard-5.js', []),
    };
    const hook = preloadFirstScreen().transformIndexHtml as {
      handler: (html: string, ctx: IndexHtmlTransformContext) => Array<{ attrs: Record<string, unknown> }>;
    };
    const tags = hook.handler('', { bundle } as unknown as IndexHtmlTransformContext);
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/LoginView-3.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/TextInput-4.js' },
    ]);
  });

  it('writes a .br and a .gz copy beside every text file larger than a kilobyte', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eeoi-build-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/app-1.js'), SCRIPT);
    writeFileSync(join(dir, 'assets/tiny-2.js'), 'export {};');
    writeFileSync(join(dir, 'guide.pdf'), SCRIPT);
    const plugin = precompress() as Plugin & {
      configResolved: (c: unknown) => void;
      closeBundle: () => void;
    };
    plugin.configResolved({ build: { outDir: dir } });
    plugin.closeBundle();
    const file = join(dir, 'assets/app-1.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(() => readFileSync(join(dir, 'assets/tiny-2.js.br'))).toThrow();
    expect(() => readFileSync(join(dir, 'guide.pdf.gz'))).toThrow();
  });
});
