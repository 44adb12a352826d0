import type { NewFinding } from '../domain/verification/findings';
import type {
  AnswerInput,
  CarriedFindingDto,
  FindingDto,
  FindingEventDto,
  SampleDto,
  VerificationDto,
} from '../domain/verification/dto';
import type { Outcome } from '../domain/verification/outcomes';
import type { ReportDto } from '../domain/reports/types';
import { request, requestBlob } from './http';

/** The verification API of one report (docs/verification.md §5, src/server/routes/verification). */
const base = (id: number) => `/api/reports/${id}/verification`;

export const getVerification = (id: number, signal?: AbortSignal) =>
  request<VerificationDto>(base(id), { signal });

// The acts answer refusals (403, 409 material or conflict) in the form: silent keeps them off the toasts.
export const giveOpinion = (
  id: number,
  body: { outcome: Outcome; statement?: string; team?: string; siteVisit?: string; version: number },
  signal?: AbortSignal,
) => request<ReportDto>(`${base(id)}/opinion`, { method: 'POST', body, signal, silent: true });

export const recordFinding = (id: number, body: NewFinding, signal?: AbortSignal) =>
  request<{ id: number }>(`${base(id)}/findings`, { method: 'POST', body, signal, silent: true });

export const answerFinding = (id: number, findingId: number, body: AnswerInput, signal?: AbortSignal) =>
  request<FindingDto[]>(`${base(id)}/findings/${findingId}/answer`, {
    method: 'POST',
    body,
    signal,
    silent: true,
  });

export const findingHistory = (id: number, findingId: number, signal?: AbortSignal) =>
  request<FindingEventDto[]>(`${base(id)}/findings/${findingId}/history`, { signal });

export const getSample = (id: number, query: { seed?: string; size?: number }, signal?: AbortSignal) =>
  request<SampleDto>(`${base(id)}/sample`, { query, signal, silent: true });

export const checkSampleRecord = (
  id: number,
  body: { seed: string; size: number; ref: string; note: string },
  signal?: AbortSignal,
) => request<SampleDto>(`${base(id)}/sample/checks`, { method: 'POST', body, signal, silent: true });

/** The previous period's findings carried to this report (docs/verification.md §9). */
export const getCarried = (id: number, signal?: AbortSignal) =>
  request<CarriedFindingDto[]>(`${base(id)}/carried`, { signal });

export const closeCarried = (id: number, findingId: number, comment: string, signal?: AbortSignal) =>
  request<CarriedFindingDto[]>(`${base(id)}/findings/${findingId}/close`, {
    method: 'POST',
    body: { comment },
    signal,
    silent: true,
  });

/** The verification report or the certificate as PDF or xlsx (docs/verification.md §7). */
export const verificationFile = (
  id: number,
  doc: 'report' | 'certificate',
  format: 'pdf' | 'xlsx',
  lang: 'zh' | 'en',
  signal?: AbortSignal,
) => requestBlob(`${base(id)}/files/${doc}/${format}`, { query: { lang }, signal, silent: true });
