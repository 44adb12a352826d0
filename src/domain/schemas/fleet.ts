import { z } from 'zod';
import { JsonId, textNumber, TextId, Version } from './ids';
import { rangeMessage } from './issues';

/**
 * Fleet payloads shared by the browser and the server (companies, ships, theoretical consumption,
 * DOC/flag changes). Custom messages are codes (`msg.*`, `fleet.*`) that each side translates.
 * Equipment lives in fleetEquipment.ts.
 */

/**
 * IMO ship identification number check: seven digits, the first six weighted 7..2, and the sum's
 * last digit equals the seventh (IMO Res. A.1117(30)).
 * @example isValidImo('9074729') // true
 */
export function isValidImo(imo: string): boolean {
  if (!/^\d{7}$/.test(imo)) return false;
  const sum = [...imo.slice(0, 6)].reduce((s, d, i) => s + Number(d) * (7 - i), 0);
  return sum % 10 === Number(imo[6]);
}

/** The check digit for six leading digits (seeds and tests build valid numbers with it). */
export const imoCheckDigit = (six: string): string =>
  String([...six].reduce((s, d, i) => s + Number(d) * (7 - i), 0) % 10);

/** Form fields arrive as '' when cleared; store them as null. */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
export const optText = (max = 200) => z.preprocess(blank, z.string().trim().max(max).nullish());
export const reqText = (max = 200) => z.string().trim().min(1, 'msg.required').max(max);
/** A number from `min` to `max`; out of range says so with both ends (DWT −5: "from 0 to 1000000"). */
export const num = (min: number, max: number) =>
  z.number().min(min, rangeMessage(min, max)).max(max, rangeMessage(min, max));
export const int = (min: number, max: number) => num(min, max).int();
export const optNum = (min = 0, max = 1e9) => z.preprocess(blank, num(min, max).nullish());
export const optInt = (max = 1e6) => z.preprocess(blank, int(0, max).nullish());
export const optDate = z.preprocess(blank, z.iso.date().nullish());
export const optId = z.preprocess(blank, JsonId.nullish());

export const ImoSchema = z
  .string()
  .trim()
  .regex(/^\d{7}$/, 'fleet.imo_format')
  .refine(isValidImo, 'fleet.imo_check_digit');

/** Fuel measurement method per fuel: 1 BDN, 2 flow meter, 3 tank monitoring (docs/legacy-system.md §3). */
export const FUEL_METHODS = ['1', '2', '3'] as const;
export const FuelUseSchema = z.object({
  fuelCode: z.string().trim().min(1, 'msg.required').max(10),
  method: z.enum(FUEL_METHODS),
});
export const FuelUsesArray = z
  .array(FuelUseSchema)
  .max(20)
  .refine((a) => new Set(a.map((f) => f.fuelCode)).size === a.length, 'fleet.fuel_duplicate');
export const FuelUsesSchema = FuelUsesArray.default([]);

export const COMPANY_TYPES = ['owner', 'operator', 'doc_holder', 'builder', 'authority', 'other'] as const;

export const CompanyInputSchema = z.object({
  code: optText(40),
  customerNo: optText(40),
  imoNumber: reqText(20),
  types: z.array(z.enum(COMPANY_TYPES)).min(1, 'msg.required').max(6),
  nameZh: reqText(200),
  nameEn: reqText(200),
  parentId: optId,
  administration: optText(200),
  registeredAddressZh: reqText(300),
  registeredAddressEn: reqText(300),
  officeAddressZh: reqText(300),
  officeAddressEn: reqText(300),
  contactPerson: reqText(100),
  contactPhone: reqText(50),
  contactEmail: z.email().max(200),
  businessScope: reqText(1000),
  businessRoutes: reqText(1000),
  certificateNo: optText(100),
  certificateExpiry: optDate,
  remark: optText(1000),
  /**
   * The owner agrees that its ships' emissions count in the public portal's fleet charts
   * (docs/documents-and-portal.md): aggregate only, no ship named. Off unless set.
   */
  publicStats: z.boolean().optional(),
});
export type CompanyInput = z.infer<typeof CompanyInputSchema>;
export const CompanyUpdateSchema = CompanyInputSchema.extend({ version: Version });

export const EU_MRV_METHODS = ['A', 'B', 'C', 'D'] as const;
/** The ship type whose record needs a free-text description (docs/legacy-system.md §5). */
export const OTHER_SHIP_TYPE = '14';

/** The register's fields of a ship, without the cross-field rules (the upload row extends them). */
export const ShipFields = z.object({
  imo: z.preprocess(blank, ImoSchema.nullish()),
  registrationNo: optText(40),
  ccsNo: optText(40),
  nameEn: reqText(120),
  nameZh: optText(120),
  shipTypeCode: reqText(10),
  subTypeCode: optText(10),
  otherTypeText: optText(120),
  flagCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'fleet.flag_format'),
  homePortCode: reqText(10),
  classCode: optText(20),
  ownerCompanyId: optId,
  operatorCompanyId: optId,
  docCompanyId: z.number({ error: 'msg.required' }).pipe(JsonId),
  builderCompanyId: optId,
  ownerAddress: optText(300),
  // Absent on an update = keep the stored links (forms that do not show them send nothing).
  authorityCodes: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  deliveryDate: optDate,
  contractDate: optDate,
  lastDockDate: optDate,
  gt: num(0, 1e6),
  nt: num(0, 1e6),
  dwt: num(0, 1e6),
  designSpeed: num(0, 60),
  serviceSpeed: optNum(0, 60),
  iceClass: optText(20),
  passengers: optInt(20000),
  cars: optInt(20000),
  teu: optInt(50000),
  lengthOverall: optNum(0, 600),
  breadth: optNum(0, 100),
  depth: optNum(0, 100),
  lbp: optNum(0, 600),
  eediAttained: optNum(0, 1000),
  eediGrade: optText(20),
  eexi: optNum(0, 1000),
  eiv: optNum(0, 1000),
  businessMode: optText(100),
  mrvMethod: z.preprocess(blank, z.enum(EU_MRV_METHODS).nullish()),
  scrubber: z.boolean().default(false),
  mrvContactTitle: optText(40),
  mrvContactName: optText(100),
  mrvContactPost: optText(100),
  mrvContactPhone: optText(50),
  mrvContactEmail: z.preprocess(blank, z.email().max(200).nullish()),
  fuels: FuelUsesArray.optional(),
  remark: optText(1000),
});

type ShipShape = z.infer<typeof ShipFields>;
/** Cross-field rules, shared by create and update so both refuse the same records. */
export const shipRules = (s: ShipShape, ctx: z.RefinementCtx) => {
  if (!s.imo && !s.registrationNo)
    ctx.addIssue({ code: 'custom', path: ['imo'], message: 'fleet.imo_or_registration' });
  if (s.nt > s.gt) ctx.addIssue({ code: 'custom', path: ['nt'], message: 'fleet.nt_above_gt' });
  if (s.shipTypeCode === OTHER_SHIP_TYPE && !s.otherTypeText)
    ctx.addIssue({ code: 'custom', path: ['otherTypeText'], message: 'msg.required' });
  if (s.contractDate && s.deliveryDate && s.contractDate > s.deliveryDate)
    ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: 'fleet.delivery_before_contract' });
};

export const ShipInputSchema = ShipFields.superRefine(shipRules);
export type ShipInput = z.infer<typeof ShipInputSchema>;
export const ShipUpdateSchema = ShipFields.extend({ version: Version }).superRefine(shipRules);

/** Ship list filters (docs/legacy-system.md §5): company, keyword, service speed, type, DWT range. */
export const ShipListQuerySchema = z.object({
  companyId: TextId.optional(),
  keyword: z.string().trim().max(100).optional(),
  speedFrom: textNumber().optional(),
  speedTo: textNumber().optional(),
  shipTypeCode: z.string().trim().max(10).optional(),
  subTypeCode: z.string().trim().max(10).optional(),
  dwtFrom: textNumber().optional(),
  dwtTo: textNumber().optional(),
});

/** One row of the theoretical consumption curve: daily fuel in tonnes at an average speed. */
export const TfcInputSchema = z.object({
  speed: int(0, 60),
  meDaily: num(0, 1000),
  aeDaily: optNum(0, 1000),
  boilerDaily: optNum(0, 1000),
  shipDaily: optNum(0, 3000),
});
export const TfcUpdateSchema = TfcInputSchema.extend({ version: Version });

/** The original sends change type "1" (flag) or "2" (DOC); both spellings are accepted. */
const changeType = z.preprocess(
  (v) => (v === '1' || v === 1 ? 'flag' : v === '2' || v === 2 ? 'doc' : v),
  z.enum(['flag', 'doc']),
);
export const FlagDocChangeInputSchema = z
  .object({
    shipId: z.number().int().positive(),
    changeType,
    oldFlagCode: z.preprocess(
      blank,
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'fleet.flag_format')
        .nullish(),
    ),
    newFlagCode: z.preprocess(
      blank,
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'fleet.flag_format')
        .nullish(),
    ),
    oldCompanyId: optId,
    newCompanyId: optId,
    // Empty is "required", not "not a valid date": the user left it out, they did not mistype it.
    effectiveDate: z
      .string({ error: 'msg.required' })
      .trim()
      .min(1, 'msg.required')
      .pipe(z.iso.datetime({ offset: true, error: 'fleet.date_format' })),
  })
  .superRefine((c, ctx) => {
    const [oldV, newV, key] =
      c.changeType === 'flag'
        ? [c.oldFlagCode, c.newFlagCode, 'newFlagCode']
        : [c.oldCompanyId, c.newCompanyId, 'newCompanyId'];
    if (newV == null) ctx.addIssue({ code: 'custom', path: [key], message: 'msg.required' });
    else if (oldV != null && oldV === newV)
      ctx.addIssue({ code: 'custom', path: [key], message: 'fleet.change_same' });
  });
export type FlagDocChangeInput = z.infer<typeof FlagDocChangeInputSchema>;

/** Photo limits; the server re-checks the bytes (jpg/png by content, at most 500 KB). */
export const PHOTO_MAX_BYTES = 500 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
