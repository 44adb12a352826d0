import { fromPromise } from 'xstate';
import { getUkCompanyAer, ukCompanyAerXml, type UkAerQuery } from '../../../services/ukCompanyAerApi';
import { saveBlob } from '../../../services/download';
import type { UkErcInput } from '../../../domain/schemas/ukErc';
import {
  createUkErcClaim,
  deleteUkErcClaim,
  listUkErcClaims,
  uploadUkErcEvidence,
} from '../../../services/ukErcApi';
import { fetchMachine } from '../../fetchMachine';

/**
 * The UK company AER of one company-year: the shared read machine (loading → ready | failed, retry;
 * its model test covers the chart) with the AER call as its fetcher.
 */
export const ukCompanyAerMachine = (query: UkAerQuery) =>
  fetchMachine.provide({ actors: { fetch: fromPromise(({ signal }) => getUkCompanyAer(query, signal)) } });

/** One XML file of the AER saved by the browser under the name the server gives. */
export async function downloadUkAerXml(
  query: UkAerQuery & { kind: 'aggregated' | 'ships'; part: number },
  fileName: string,
) {
  const blob = await ukCompanyAerXml(query);
  saveBlob(blob, fileName);
}

/**
 * Adds a claim and, when a file is given, its evidence; the AER view reloads afterwards, so the
 * totals it shows are the server's.
 */
export async function addUkErcClaim(input: UkErcInput, evidence: File | null) {
  const claim = await createUkErcClaim(input);
  if (evidence) await uploadUkErcEvidence(claim.id, evidence);
  return claim;
}

export { deleteUkErcClaim, listUkErcClaims };
