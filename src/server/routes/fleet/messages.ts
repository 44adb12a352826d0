import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { parseWith } from '../../http/validate.js';
import { langOf } from '../../i18n/messages.js';

/**
 * Wording of the fleet's own codes. The shared message table belongs to the platform; these stay
 * beside the routes that raise them, and the client translates the same codes from its own files.
 */
const FLEET_MESSAGES: Record<string, { zh: string; en: string }> = {
  'fleet.imo_format': { zh: 'IMO编号应为7位数字', en: 'The IMO number must be 7 digits.' },
  'fleet.imo_check_digit': { zh: 'IMO编号校验位错误', en: 'The IMO number check digit is wrong.' },
  'fleet.imo_or_registration': {
    zh: 'IMO NO.、船舶识别号必填其一',
    en: 'Enter the IMO number or the registration number.',
  },
  'fleet.flag_format': { zh: '船旗应为三位字母代码', en: 'The flag must be a 3-letter code.' },
  'fleet.nt_above_gt': { zh: '净吨不能大于总吨', en: 'Net tonnage cannot exceed gross tonnage.' },
  'fleet.delivery_before_contract': {
    zh: '交船日期不能早于合同日期',
    en: 'The delivery date cannot precede the contract date.',
  },
  'fleet.email': { zh: '邮箱格式不正确', en: 'The e-mail address is not valid.' },
  'fleet.fuel_duplicate': { zh: '燃油重复', en: 'A fuel is listed twice.' },
  'fleet.date_format': { zh: '日期格式不正确', en: 'The date is not valid.' },
  'fleet.change_same': { zh: '变更前后不能相同', en: 'The new value must differ from the old one.' },
  'fleet.unknown_code': { zh: '字典中不存在该代码', en: 'This code is not in the dictionary.' },
  'fleet.unknown_company': { zh: '公司不存在', en: 'No such company.' },
  'fleet.sub_type_mismatch': {
    zh: '船型细分不属于所选船型',
    en: 'The sub-type does not belong to the ship type.',
  },
  'fleet.outside_scope': {
    zh: '船东、经营人或管理公司须为本公司或下属公司',
    en: 'The owner, operator or DOC holder must be your company or a subsidiary.',
  },
  company_cycle: {
    zh: '公司不能成为自己的上级公司',
    en: 'A company cannot become its own parent or ancestor.',
  },
  has_dependants: {
    zh: '该记录仍被其他数据引用，不能删除',
    en: 'The record is still referenced by other data and cannot be deleted.',
  },
  duplicate: { zh: '该记录已存在', en: 'A record with this key already exists.' },
  imo_taken: {
    zh: '该IMO编号或船舶识别号已登记，请联系管理员',
    en: 'This IMO or registration number is already registered; contact the administrator.',
  },
  no_company: { zh: '当前账号未关联公司', en: 'This account is not linked to a company.' },
};

export const fleetMsg = (req: FastifyRequest, code: string): string | undefined =>
  FLEET_MESSAGES[code]?.[langOf(req)];

/** An AppError whose message is the fleet wording in the caller's language. */
export const fleetError = (
  req: FastifyRequest,
  status: number,
  code: string,
  fields?: Record<string, string>,
) => new AppError(status, code, fleetMsg(req, code), fields);

/** parseWith, then translate the fleet's own message codes the platform table does not know. */
export function parseFleet<S extends z.ZodType>(req: FastifyRequest, schema: S, data: unknown): z.output<S> {
  try {
    return parseWith(schema, data, req);
  } catch (err) {
    if (err instanceof AppError && err.fields)
      for (const [k, v] of Object.entries(err.fields)) err.fields[k] = fleetMsg(req, v) ?? v;
    throw err;
  }
}

/** Driver error code of a failed statement (drizzle wraps the driver error in `cause`). */
export const pgCode = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Maps integrity violations of a write to 409s with stable codes; anything else propagates. */
export async function guardWrite<T>(
  req: FastifyRequest,
  run: () => Promise<T>,
  unique = 'duplicate',
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const code = pgCode(err);
    // 23503 foreign key, 23001 ON DELETE RESTRICT: something still points at the row.
    if (code === '23503' || code === '23001') throw fleetError(req, 409, 'has_dependants');
    if (code === '23505') throw fleetError(req, 409, unique);
    throw err;
  }
}

/** Export answer the list screens share: at most `max` rows, and whether the filter matched more. */
export const exportPage = <T>(rows: T[], max: number) => ({
  items: rows.slice(0, max),
  total: Math.min(rows.length, max),
  truncated: rows.length > max,
});
