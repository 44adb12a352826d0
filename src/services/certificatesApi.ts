import type { CertificateCheck } from '../domain/verification/certificate';
import { request } from './http';

/** The public check of a certificate (no session; docs/verification.md §7). */
export const checkCertificate = (serial: string, signal?: AbortSignal) =>
  request<CertificateCheck>(`/api/public/certificates/${encodeURIComponent(serial)}`, { signal });
