import type { Regime } from '../reports/types';

/** What the accreditation, appointment and inbox routes answer (docs/verification.md §10). */

export interface AccreditationDto {
  id: number;
  verifierId: number;
  verifierName: string;
  verifierNameZh: string;
  verifierNameEn: string;
  organisation: string | null;
  regime: Regime;
  body: string;
  number: string;
  validFrom: string;
  validTo: string | null;
  recordedAt: string;
  endedAt: string | null;
  version: number;
}

export interface AppointmentDto {
  id: number;
  shipId: number;
  shipNameEn: string;
  shipNameZh: string | null;
  imo: string | null;
  regime: Regime;
  verifierId: number;
  verifierName: string;
  verifierNameZh: string;
  verifierNameEn: string;
  organisation: string | null;
  appointedAt: string;
}

export interface InboxItemDto {
  id: number;
  regime: Regime;
  year: number;
  status: string;
  opinion: string | null;
  shipId: number;
  shipNameEn: string;
  shipNameZh: string | null;
  imo: string | null;
  referenceCode: string;
  submittedAt: string | null;
  openFindings: number;
  due: string;
  overdue: boolean;
}

export interface AppointmentInput {
  shipId: number;
  regime: Regime;
  verifierId: number;
}

/** A person's name in the UI language, else the other, else the account name. */
export const personName = (
  u: { verifierName: string; verifierNameZh: string; verifierNameEn: string },
  lang: 'zh' | 'en',
) =>
  (lang === 'zh' ? u.verifierNameZh || u.verifierNameEn : u.verifierNameEn || u.verifierNameZh) ||
  u.verifierName;
