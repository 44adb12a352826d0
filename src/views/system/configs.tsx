import type { Row } from '../../domain/api';
import { z } from 'zod';
import { AppVersionCreate, FunctionCreate, RoleCreate, UserCreate } from '../../domain/schemas/admin';
import { StrongPassword } from '../../domain/schemas/session';
import {
  APP_VERSION_ACTORS,
  FUNCTION_LIST_ACTORS,
  loadParentFunctions,
  loadRoleOptions,
  USER_LIST_ACTORS,
} from '../../machines/system/provided';
import {
  col,
  defaultsOf,
  field,
  names,
  pick,
  recentTimeCol,
  req,
  statusCol,
  text,
  timeCol,
} from '../listForm/specs';
import type { OptionsSource, ScreenConfig } from '../listForm/types';
import { RoleHistoryField, UserHistoryField } from './AccountHistory';
import i18n from 'i18next';
import { FunctionTree } from './FunctionTree';
import { LinkedCompaniesField } from './LinkedCompaniesField';
import { RoleFunctionsDialog } from './RoleFunctionsDialog';
import { ShipAuthDialog } from './ShipAuthDialog';
import { describeLogAction, describeLogDetail } from './logAction';
import { LOG_ACTIONS, LOG_OBJECTS } from '../../domain/logActions';

const perms = (page: string, status = true) => ({
  add: `${page}:add`,
  edit: `${page}:edit`,
  delete: `${page}:delete`,
  export: `${page}:export`,
  status: status ? `${page}:edit` : undefined,
});
const nameOf = (zh: string, en: string) => (row: Row, lang: 'zh' | 'en') =>
  String(row[lang === 'zh' ? zh : en] ?? '');
const roles: OptionsSource = {
  kind: 'resource',
  resource: 'system/roles/options',
  value: 'id',
  label: nameOf('nameZh', 'nameEn'),
  load: loadRoleOptions,
};
const enabledFrozen: OptionsSource = {
  kind: 'static',
  options: [
    { value: 1, label: 'status.enabled' },
    { value: 0, label: 'status.frozen' },
  ],
};
const fixed = (prefix: string, values: Array<string | number>): OptionsSource => ({
  kind: 'static',
  options: values.map((v) => ({ value: v, label: `${prefix}.${v}` })),
});
/** The user's linked companies by name (the list route answers them), in the UI language. */
const companyNames = (row: Row, lang: 'zh' | 'en') =>
  ((row.companies as Row[] | undefined) ?? [])
    .map((c) => String((lang === 'zh' ? c.nameZh || c.nameEn : c.nameEn || c.nameZh) ?? c.id))
    .join(', ');
const time = timeCol;
/** The admin texts in a language, for columns whose cells are sentences (the system log). */
const adminT = (lang: 'zh' | 'en') => i18n.getFixedT(lang, 'system');
const logAction = (row: Row, lang: 'zh' | 'en') => describeLogAction(row, adminT(lang));
const logDetail = (row: Row, lang: 'zh' | 'en') => describeLogDetail(row, adminT(lang));

const userFields = [
  req('username', 'text', { createOnly: true }),
  field('password', 'password', { newOnly: true }),
  req('nameZh'),
  req('nameEn'),
  req('roleIds', 'multiselect', { options: roles }),
  field('phone'),
  field('email'),
  field('organisation'),
  req('status', 'status'),
  field('remark', 'textarea'),
  field('companyIds', 'multiselect', { component: LinkedCompaniesField }),
];
const roleFields = [
  req('code'),
  req('nameZh'),
  req('nameEn'),
  req('dataScope', 'select', { options: fixed('roles.dataScopes', ['all', 'company', 'authority']) }),
  field('readOnly', 'checkbox'),
  req('status', 'status'),
  field('remark', 'textarea'),
];
const functionFields = [
  req('code'),
  field('parentId', 'select', {
    options: {
      kind: 'resource',
      resource: 'system/functions',
      value: 'id',
      label: (row, lang) => `${'— '.repeat(Number(row.depth))}${nameOf('titleZh', 'titleEn')(row, lang)}`,
      load: loadParentFunctions,
    },
  }),
  req('titleZh'),
  req('titleEn'),
  req('menuType', 'select', { options: fixed('roles.menuType', [1, 2, 3]) }),
  field('url'),
  field('perms'),
  field('icon'),
  field('orderNum', 'number'),
  field('hidden', 'checkbox'),
  field('keepAlive', 'checkbox'),
  req('status', 'status'),
];
/** The server's cap (installer.ts); checked here too so a wrong file is refused before any upload. */
export const INSTALLER_MAX_BYTES = 10 * 1024 * 1024;
// Optional: an edit that keeps the stored file has no `file` key at all.
const installer = z
  .custom<File | null | undefined>()
  .optional()
  .superRefine((file, ctx) => {
    if (!(file instanceof File)) return;
    if (!/\.(zip|exe)$/i.test(file.name)) ctx.addIssue({ code: 'custom', message: 'msg.installer_type' });
    else if (file.size > INSTALLER_MAX_BYTES)
      ctx.addIssue({ code: 'custom', message: 'msg.installer_too_large' });
  });

const versionFields = [
  req('sysCode', 'select', { options: fixed('versions.sysCodes', ['01', '02']) }),
  req('upType', 'select', { options: fixed('versions.upTypes', [0, 1]) }),
  req('preVersion'),
  req('newVersion'),
  req('status', 'select', { options: fixed('versions.statuses', [0, 1, 2]) }),
  req('content', 'textarea'),
  field('remark', 'textarea'),
  field('file', 'file', { accept: '.zip,.exe' }),
];

/** The system-management screens (docs/legacy-system.md §8) on the list-and-edit pattern. */
export const SYSTEM_SCREENS: Record<string, ScreenConfig> = {
  '/sysManage/sysUser': {
    resource: 'system/users',
    title: 'screens.sysUser',
    filters: [text('keyword'), pick('roleId', roles), pick('status', enabledFrozen)],
    columns: [
      col('username'),
      col('nameZh'),
      col('nameEn'),
      col('organisation', { optional: true }),
      names('roles', 'roleNamesZh', 'roleNamesEn'),
      col('companies', { render: companyNames, text: companyNames }),
      { ...time('updatedAt'), optional: true },
      statusCol,
    ],
    // The record's id drives the status-history section at the foot of the Edit and Detail dialogs.
    fields: [...userFields, field('id', 'number', { label: 'history.title', component: UserHistoryField })],
    // A blank initial password means "generate one": the form holds '' where the API wants none.
    schema: UserCreate.extend({ password: z.union([z.literal(''), StrongPassword]).optional() }),
    defaults: { ...defaultsOf(userFields), status: 1 },
    permissions: perms('system:user'),
    commands: [
      {
        name: 'resetPassword',
        label: 'users.resetPassword',
        confirm: 'users.resetConfirm',
        perm: 'system:user:reset:password',
      },
    ],
    actors: USER_LIST_ACTORS,
  },
  '/sysManage/role': {
    resource: 'system/roles',
    title: 'screens.role',
    filters: [text('name'), pick('status', enabledFrozen)],
    columns: [
      col('code'),
      names('name', 'nameZh', 'nameEn'),
      col('dataScope', { codes: 'roles.dataScopes' }),
      col('userCount'),
      statusCol,
    ],
    fields: [...roleFields, field('id', 'number', { label: 'history.title', component: RoleHistoryField })],
    schema: RoleCreate,
    defaults: { ...defaultsOf(roleFields), dataScope: 'company', status: 1 },
    permissions: perms('system:role'),
    rowDialogs: [
      {
        name: 'functions',
        label: 'roles.functions',
        perm: 'system:role:edit',
        render: (row, close) => <RoleFunctionsDialog role={row} onClose={close} />,
      },
    ],
  },
  '/sysManage/sysFunc': {
    resource: 'system/functions',
    title: 'screens.sysFunc',
    filters: [],
    columns: [
      names('title', 'titleZh', 'titleEn'),
      col('code'),
      col('menuType', { codes: 'roles.menuType' }),
      col('url'),
      col('perms'),
      col('orderNum'),
      col('hidden'),
      col('keepAlive'),
      statusCol,
    ],
    fields: functionFields,
    schema: FunctionCreate,
    defaults: { ...defaultsOf(functionFields), parentId: 0, menuType: 2, orderNum: 0, status: 1 },
    permissions: { ...perms('system:func'), export: undefined },
    // Primer's TreeView; the focused node's Edit / Freeze / Move / Add child / Delete buttons sit
    // beside it, one Tab away (a tree item is one focus stop and cannot hold them).
    body: FunctionTree,
    commands: [
      {
        name: 'moveUp',
        label: 'functions.moveUp',
        perm: 'system:func:edit',
        reload: true,
        enabled: (row) => !row.isFirst,
      },
      {
        name: 'moveDown',
        label: 'functions.moveDown',
        perm: 'system:func:edit',
        reload: true,
        enabled: (row) => !row.isLast,
      },
    ],
    // The whole tree is one page, depth-first: the tree view groups it again by parent.
    actors: FUNCTION_LIST_ACTORS,
  },
  '/sysManage/sysLog': {
    resource: 'system/logs',
    title: 'screens.sysLog',
    filters: [
      text('username'),
      // What the user sees in the Action column, as choices: the server filters by the same kinds.
      pick('action', fixed('logs.kinds', [...LOG_ACTIONS])),
      pick('object', fixed('logs.objectKinds', [...LOG_OBJECTS])),
      pick('outcome', fixed('logs.outcomes', ['success', 'failure', 'denied'])),
      { name: 'from', label: 'fields.from', type: 'datetime' },
      { name: 'to', label: 'fields.to', type: 'datetime' },
    ],
    columns: [
      // Read by recency: the exact time, and how long ago on hover (docs/product-rules.md §9).
      recentTimeCol('createdAt'),
      col('username'),
      // In words ("Created company HYSG"); the recorded method, path and ids are folded into it.
      col('action', { render: logAction, text: logAction }),
      col('ip'),
      col('outcome', { codes: 'logs.outcomes' }),
      col('detail', { render: logDetail, text: logDetail }),
    ],
    fields: [],
    permissions: { export: 'system:log:export' },
  },
  '/sysManage/sysShipAuth': {
    resource: 'system/ship-auth',
    title: 'screens.sysShipAuth',
    filters: [text('keyword')],
    columns: [col('username'), names('name', 'nameZh', 'nameEn'), col('shipCount'), statusCol],
    fields: [],
    permissions: {},
    rowDialogs: [
      {
        name: 'ships',
        label: 'shipAuth.set',
        perm: 'system:shipAuth:edit',
        render: (row, close) => <ShipAuthDialog user={row} onClose={close} />,
      },
    ],
  },
  '/sysPcappVersion/list': {
    resource: 'system/app-versions',
    title: 'screens.appVersion',
    filters: [text('newVersion'), pick('upType', fixed('versions.upTypes', [0, 1]))],
    columns: [
      col('sysCode', { codes: 'versions.sysCodes' }),
      col('preVersion'),
      col('newVersion'),
      col('upType', { codes: 'versions.upTypes' }),
      col('status', { label: 'status.label', codes: 'versions.statuses' }),
      col('createdBy'),
      time('createdAt'),
      time('updatedAt'),
    ],
    fields: versionFields,
    schema: AppVersionCreate.and(z.object({ file: installer })),
    defaults: { ...defaultsOf(versionFields), sysCode: '01', upType: 0, status: 0 },
    permissions: perms('document:version', false),
    actors: APP_VERSION_ACTORS,
  },
};
