import type { FastifyRequest } from 'fastify';
import { readFilePart } from '../../http/upload.js';
import { AppError } from '../../http/errors.js';

export const INSTALLER_MAX = 10 * 1024 * 1024;

/**
 * The installer type from its first bytes and its name together: a ZIP local-file or empty-archive
 * header for `.zip`, an MZ (PE) header for `.exe`. A renamed file of another kind is refused.
 */
export function sniffInstaller(
  name: string,
  b: Uint8Array,
): 'application/zip' | 'application/vnd.microsoft.portable-executable' | null {
  const ext = name.toLowerCase().match(/\.(zip|exe)$/)?.[1];
  const zip =
    b.length >= 4 &&
    b[0] === 0x50 &&
    b[1] === 0x4b &&
    ((b[2] === 3 && b[3] === 4) || (b[2] === 5 && b[3] === 6));
  const exe = b.length >= 64 && b[0] === 0x4d && b[1] === 0x5a;
  if (ext === 'zip' && zip) return 'application/zip';
  if (ext === 'exe' && exe) return 'application/vnd.microsoft.portable-executable';
  return null;
}

/** Reads the single uploaded file part, capped at 10 MB (docs/architecture.md §7: documents). */
export async function readInstaller(req: FastifyRequest) {
  const { name, data } = await readFilePart(req, INSTALLER_MAX, 'installer_too_large');
  const mime = sniffInstaller(name, data);
  if (!mime) throw new AppError(400, 'installer_type');
  return { name, mime, data };
}
