import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { APP_VERSION } from '../version.js';

const toSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The OpenAPI description, generated from the routes' declared permission and, where a route
 * names them in `config.doc`, the same zod schemas that validate its input. `/api/docs` renders it
 * as plain HTML (no scripts, so the strict CSP holds).
 */
export function buildOpenApi(app: FastifyInstance) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of app.routeTable) {
    if (!r.url.startsWith('/api/')) continue;
    const path = r.url.replace(/:(\w+)/g, '{$1}');
    const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const doc = r.doc;
    const query = doc?.query ? toSchema(doc.query) : undefined;
    const queryParams = Object.entries((query as any)?.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      schema,
    }));
    (paths[path] ??= {})[r.method.toLowerCase()] = {
      summary: doc?.summary,
      tags: [r.url.split('/')[2]],
      'x-permission': r.perm,
      security: r.perm === 'public' ? [] : [{ token: [] }],
      parameters: [...params, ...queryParams],
      requestBody: doc?.body
        ? { content: { 'application/json': { schema: toSchema(doc.body) } } }
        : undefined,
      responses: {
        200: { description: '{ success: true, data }' },
        400: { description: 'validation_failed with fields' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Ship energy-efficiency and emissions back office', version: APP_VERSION },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Token' } } },
    paths,
  };
}

export function installOpenApi(app: FastifyInstance): void {
  app.get(
    '/api/openapi.json',
    { config: { perm: 'public', doc: { summary: 'This description' } } },
    async () => buildOpenApi(app),
  );
  app.get(
    '/api/docs',
    { config: { perm: 'public', doc: { summary: 'The API description as a page' } } },
    async (_req, reply) => {
      const spec = buildOpenApi(app);
      const rows = Object.entries(spec.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]: [string, any]) => {
          const body = op.requestBody
            ? `<pre>${escape(JSON.stringify(op.requestBody.content['application/json'].schema, null, 1))}</pre>`
            : '';
          return `<tr><td>${method.toUpperCase()}</td><td><code>${escape(path)}</code></td><td>${escape(String(op['x-permission']))}</td><td>${escape(op.summary ?? '')}${body}</td></tr>`;
        }),
      );
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API</title></head><body>
<h1>${escape(spec.info.title)} API ${escape(spec.info.version)}</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Send the session token in <code>X-Token</code>.</p>
<table border="1" cellpadding="4"><tr><th>method</th><th>path</th><th>permission</th><th>summary and body</th></tr>${rows.join('')}</table></body></html>`;
    },
  );
}
