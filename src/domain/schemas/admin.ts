import { z } from 'zod';
import { StrongPassword } from './session';
import { JsonId, jsonInt, Version } from './ids';
import { compareVersions, VERSION_RE } from '../versions';

/**
 * System-administration payloads (users, roles, functions, ship authorisation, app versions),
 * shared by the browser and the server. Messages are `msg.*` codes each side translates.
 */
const req = (max = 100) => z.string().trim().min(1, 'msg.required').max(max);
const opt = (max = 200) => z.string().trim().max(max).default('');
const status = z.union([z.literal(0), z.literal(1)], { error: 'msg.status' });
const ids = (max: number) =>
  z
    .array(JsonId, { error: 'msg.required' })
    .max(max, 'msg.too_long')
    .transform((a) => [...new Set(a)]);

/** Freeze or enable; `comment` is the optional reason kept in the account's state history. */
export const StatusBody = z.object({
  status,
  version: Version,
  comment: z.string({ error: 'msg.text' }).trim().max(500, 'msg.too_long').optional(),
});

const userFields = {
  username: req(64).regex(/^[A-Za-z0-9._@-]+$/, 'msg.username'),
  nameZh: req(),
  nameEn: req(),
  roleIds: ids(20).refine((a) => a.length > 0, 'msg.required'),
  phone: opt(32),
  email: z.union([z.literal(''), z.email('msg.email').max(200)]).default(''),
  organisation: opt(200),
  /** The companies the user acts for; the first is also the account's own company. */
  companyIds: ids(200).default([]),
  status: status.default(1),
  remark: opt(500),
};
/** A new user; without `password` the server generates one and answers it once. */
export const UserCreate = z.object({ ...userFields, password: StrongPassword.optional() });
export const UserUpdate = z.object({ ...userFields, version: Version });

export const DATA_SCOPES = ['all', 'company', 'authority'] as const;
const roleFields = {
  code: req(32).regex(/^[A-Za-z0-9_:-]+$/, 'msg.code_format'),
  nameZh: req(),
  nameEn: req(),
  dataScope: z.enum(DATA_SCOPES, { error: 'msg.choice' }).default('company'),
  readOnly: z.boolean().default(false),
  status: status.default(1),
  remark: opt(500),
};
export const RoleCreate = z.object({ ...roleFields, menuIds: ids(2000).default([]) });
export const RoleUpdate = z.object({ ...roleFields, version: Version });
export const RoleFunctions = z.object({ menuIds: ids(2000), version: Version });

const functionFields = {
  code: req(100).regex(/^[A-Za-z0-9_:.-]+$/, 'msg.code_format'),
  /** 0 = top level */
  parentId: jsonInt(0).default(0),
  url: opt(200),
  titleZh: req(),
  titleEn: req(),
  icon: opt(64),
  /** 1 folder, 2 page, 3 button */
  menuType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'msg.choice' }),
  /** Permission key routes check, e.g. `dictionary:port:add`. */
  perms: opt(100),
  orderNum: z.number().int().min(0).max(100_000).default(0),
  keepAlive: z.boolean().default(false),
  hidden: z.boolean().default(false),
  status: status.default(1),
};
export const FunctionCreate = z.object(functionFields);
export const FunctionUpdate = z.object({ ...functionFields, version: Version });
export const FunctionOrder = z.object({
  items: z
    .array(z.object({ id: JsonId, orderNum: z.number().int().min(0).max(100_000) }))
    .min(1, 'msg.required')
    .max(1000),
});

export const ShipAuthBody = z.object({ shipIds: ids(5000) });

export { compareVersions, VERSION_RE } from '../versions';
const versionText = req(32).regex(VERSION_RE, 'msg.version_format');
export const APP_SYS_CODES = ['01', '02'] as const;

const appVersionFields = {
  /** '01' PC, '02' APP */
  sysCode: z.enum(APP_SYS_CODES, { error: 'msg.choice' }),
  /** 0 full, 1 incremental */
  upType: z.union([z.literal(0), z.literal(1)], { error: 'msg.choice' }),
  preVersion: versionText,
  newVersion: versionText,
  content: req(4000),
  /** 0 draft, 1 published, 2 invalid */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'msg.choice' }).default(0),
  remark: opt(500),
};
const newerThanPrevious = (v: { preVersion: string; newVersion: string }) =>
  compareVersions(v.newVersion, v.preVersion) > 0;
const newer = { path: ['newVersion'], message: 'msg.version_order' };
export const AppVersionCreate = z.object(appVersionFields).refine(newerThanPrevious, newer);
export const AppVersionUpdate = z
  .object({ ...appVersionFields, version: Version })
  .refine(newerThanPrevious, newer);
export const UpdateCheckQuery = z.object({
  currentVersion: versionText,
  sysCode: z.enum(APP_SYS_CODES, { error: 'msg.choice' }).default('01'),
});
