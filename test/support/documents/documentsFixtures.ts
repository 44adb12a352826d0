import type { FastifyInstance } from 'fastify';
import { auth } from '../app.js';

/** Small real files: file-type reads these signatures, as it would a real upload. */
export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(100, 32)]);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(17, 0),
]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

/** One file as a multipart upload to `url`. */
export function uploadFile(app: FastifyInstance, url: string, token: string, name: string, content: Buffer) {
  const boundary = '----eeoidocument';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

export const notice = (extra: Record<string, unknown> = {}) => ({
  name: 'Notice',
  number: 'N-1',
  docType: 4,
  title: 'System maintenance',
  content: '<p>Down on <strong>Sunday</strong></p>',
  ...extra,
});
