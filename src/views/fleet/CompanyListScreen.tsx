import { COMPANY_TYPES, CompanyInputSchema } from '../../domain/schemas/fleet';
import { ListFormScreen } from '../listForm/ListFormScreen';
import type { FieldSpec, ScreenConfig } from '../listForm/types';

const f = (name: string, type: FieldSpec['type'] = 'text', required = true): FieldSpec => ({
  name,
  label: `fleet:fields.${name}`,
  type,
  required,
});
const TYPE_OPTIONS = {
  kind: 'static' as const,
  options: COMPANY_TYPES.map((v) => ({ value: v, label: `fleet:types.${v}` })),
};

/** Ship companies (docs/legacy-system.md §6) on the shared list-and-edit screen: all state is its machine's. */
export const COMPANY_SCREEN: ScreenConfig = {
  resource: 'fleet/companies',
  title: 'fleet:companies.title',
  columns: [
    { key: 'code', label: 'fleet:fields.code' },
    { key: 'imoNumber', label: 'fleet:fields.imoNumber' },
    { key: 'name', label: 'fleet:fields.name', bilingual: { zh: 'nameZh', en: 'nameEn' } },
    {
      key: 'address',
      label: 'fleet:fields.address',
      bilingual: { zh: 'officeAddressZh', en: 'officeAddressEn' },
    },
    { key: 'businessScope', label: 'fleet:fields.businessScope' },
  ],
  filters: [
    { name: 'keyword', label: 'fleet:fields.keyword', type: 'text' },
    { name: 'address', label: 'fleet:fields.address', type: 'text' },
    { name: 'type', label: 'fleet:fields.types', type: 'select', options: TYPE_OPTIONS },
  ],
  fields: [
    f('code', 'text', false),
    f('customerNo', 'text', false),
    f('imoNumber'),
    { ...f('types', 'multiselect'), options: TYPE_OPTIONS },
    f('nameZh'),
    f('nameEn'),
    {
      ...f('parentId', 'select', false),
      options: {
        kind: 'resource',
        resource: 'fleet/companies',
        // Only companies the user may change can become a parent (the server refuses others).
        query: { writable: 'true' },
        value: 'id',
        label: (row, lang) => String(lang === 'zh' ? row.nameZh : row.nameEn),
      },
    },
    f('administration', 'text', false),
    f('registeredAddressZh'),
    f('registeredAddressEn'),
    f('officeAddressZh'),
    f('officeAddressEn'),
    f('contactPerson'),
    f('contactPhone'),
    f('contactEmail'),
    f('businessScope', 'textarea'),
    f('businessRoutes', 'textarea'),
    f('certificateNo', 'text', false),
    f('certificateExpiry', 'date', false),
    f('remark', 'textarea', false),
    f('publicStats', 'checkbox', false),
  ],
  // Checked in the browser before saving, with the schema the server checks again.
  schema: CompanyInputSchema,
  defaults: { types: ['owner'] },
  permissions: {
    add: 'ship:company:add',
    edit: 'ship:company:edit',
    delete: 'ship:company:delete',
    export: 'ship:company:export',
  },
  exportName: 'companies',
  // Every fleet user reads every company; the server marks those outside the user's tree.
  rowEditable: (row) => row.editable !== false,
};

export default function CompanyListScreen() {
  return <ListFormScreen config={COMPANY_SCREEN} />;
}
