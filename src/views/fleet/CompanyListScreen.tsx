import { COMPANY_TYPES } from '../../domain/schemas/fleet';
import { ListEditScreen } from '../listEdit/ListEditScreen';
import type { FieldSpec, ScreenConfig } from '../listEdit/types';

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
    { key: 'name', label: 'fleet:fields.nameEn', bilingual: { zh: 'nameZh', en: 'nameEn' } },
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
  ],
  defaults: { types: ['owner'] },
  permissions: {
    add: 'ship:company:add',
    edit: 'ship:company:edit',
    delete: 'ship:company:delete',
    export: 'ship:company:export',
  },
  exportName: 'companies',
};

export default function CompanyListScreen() {
  return <ListEditScreen config={COMPANY_SCREEN} />;
}
