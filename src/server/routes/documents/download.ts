import type { FastifyReply } from 'fastify';

/**
 * Sends stored bytes as a download: the name goes in RFC 5987 form (no header injection, any
 * script), the type is the one read from the bytes at upload, and `nosniff` (helmet) stops a
 * browser from second-guessing it.
 */
export function sendFile(
  reply: FastifyReply,
  f: { name: string; mime: string; data: Uint8Array },
  cache: 'private' | 'public',
) {
  reply
    .header('Content-Type', f.mime)
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
    .header('Cache-Control', cache === 'public' ? 'public, max-age=300' : 'private, no-store');
  return reply.send(Buffer.from(f.data));
}
