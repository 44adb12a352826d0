import { sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Bundled files carry a content hash in their name: a changed file is a new URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The page names the current bundle, so the browser asks again (a 304 when nothing changed). */
export const PAGE_CACHE = 'no-cache';

const ASSETS_DIR = `${sep}assets${sep}`;

function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', path.includes(ASSETS_DIR) ? IMMUTABLE_CACHE : PAGE_CACHE);
}

/**
 * Serves the built client (`vite build`): the `.br` / `.gz` file the build wrote beside each asset
 * when the browser accepts that encoding, immutable caching for the hashed files under `assets/`,
 * and the single page for every client-side route. An unknown `/api` route stays a JSON 404.
 */
export async function installStatic(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // Set per file below: the default `public, max-age=0` made the browser revalidate every
    // hashed chunk on every load.
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => cacheHeaders(reply, path),
  });
  const page = (reply: FastifyReply) => reply.sendFile('index.html');
  // Client-side routes (/ship/list, /login?redirect=...) all load the single page.
  app.get('/*', { config: { perm: 'public' } }, (req, reply) =>
    req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?')
      ? reply.callNotFound()
      : page(reply),
  );
  app.get('/', { config: { perm: 'public' } }, (_req, reply) => page(reply));
}
