import { z } from 'zod';
import { UK_REGIMES } from '../registry/regional';
import { JsonId, jsonInt, TextId, textInt, Version } from './ids';
import { rangeMessage } from './issues';
import { optText } from './fleet';

/**
 * UK emissions reduction claims (docs/reports-uk-and-cross-regime.md §3.2): one claim is the
 * tonnes of CO2 a company takes off one ship's UK emissions of one year, of one kind, with its
 * evidence file. Claims reduce what is surrendered, so a year before the UK ETS has none.
 */
export const UK_ERC_KINDS = ['sustainable_biofuel', 'rfnbo', 'other'] as const;
export type UkErcKind = (typeof UK_ERC_KINDS)[number];

/** The first year with a surrender obligation (the UK ETS start). */
export const UK_ERC_FIRST_YEAR = Number(UK_REGIMES.ukEts.from.slice(0, 4));

export const UkErcInputSchema = z.object({
  companyId: JsonId,
  shipId: JsonId,
  year: jsonInt(UK_ERC_FIRST_YEAR, 2199),
  kind: z.enum(UK_ERC_KINDS, { error: 'msg.choice' }),
  amountT: z.number({ error: 'msg.number' }).positive(rangeMessage(0, 1e7)).max(1e7, rangeMessage(0, 1e7)),
  batchNo: optText(60),
  remark: optText(500),
});
export type UkErcInput = z.infer<typeof UkErcInputSchema>;
export const UkErcUpdateSchema = UkErcInputSchema.extend({ version: Version });

/** `GET /api/reports/uk-erc?companyId=&year=`. */
export const UkErcListQuery = z.object({ companyId: TextId, year: textInt(2022, 2199) });

export interface UkErcClaimDto {
  id: number;
  companyId: number;
  shipId: number;
  shipImo: string | null;
  shipName: string;
  year: number;
  kind: UkErcKind;
  amountT: number;
  batchNo: string | null;
  remark: string | null;
  evidence: { name: string; mime: string; size: number } | null;
  version: number;
}
