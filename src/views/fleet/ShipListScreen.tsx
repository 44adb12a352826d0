import { EU_MRV_METHODS } from '../../domain/schemas/fleet';
import type { Row } from '../../services/dictionariesApi';
import { ListEditScreen, useCanButton } from '../listEdit/ListEditScreen';
import type { FieldSpec, OptionsSource, ScreenConfig } from '../listEdit/types';
import { FlagChangeDialog } from './FlagChangeDialog';

type Lang = 'zh' | 'en';
const label = (row: Row, lang: Lang) =>
  `${row.code} ${lang === 'zh' ? (row.cnName ?? '') : (row.enName ?? '')}`.trim();
/** Dictionary choices from the fleet's own lookups, which every ship editor may read. */
const lookup = (name: string): OptionsSource => ({
  kind: 'resource',
  resource: `fleet/lookups/${name}`,
  value: 'code',
  label,
});
const companies: OptionsSource = {
  kind: 'resource',
  resource: 'fleet/companies/options',
  value: 'id',
  label: (row, lang) => String(lang === 'zh' ? row.nameZh : row.nameEn),
};
const f = (
  name: string,
  type: FieldSpec['type'] = 'text',
  required = false,
  options?: OptionsSource,
): FieldSpec => ({
  name,
  label: `fleet:fields.${name === 'nameEn' || name === 'nameZh' ? name.replace('name', 'shipName') : name}`,
  type,
  required,
  options,
});

/** Ship basic information (original-system §1.4 tab 1); the server re-validates with the shared schema. */
const FIELDS: FieldSpec[] = [
  f('imo'),
  f('registrationNo'),
  f('ccsNo'),
  f('nameEn', 'text', true),
  f('nameZh'),
  f('shipTypeCode', 'select', true, lookup('shipType')),
  f('subTypeCode', 'select', false, lookup('shipSub')),
  f('otherTypeText'),
  f('flagCode', 'select', true, lookup('gcState')),
  f('homePortCode', 'text', true),
  f('classCode', 'select', false, lookup('classificat')),
  f('ownerCompanyId', 'select', false, companies),
  f('operatorCompanyId', 'select', false, companies),
  f('docCompanyId', 'select', true, companies),
  f('builderCompanyId', 'select', false, companies),
  f('ownerAddress'),
  f('deliveryDate', 'date'),
  f('contractDate', 'date'),
  f('lastDockDate', 'date'),
  f('gt', 'number', true),
  f('nt', 'number', true),
  f('dwt', 'number', true),
  f('designSpeed', 'number', true),
  f('serviceSpeed', 'number'),
  f('iceClass'),
  f('passengers', 'number'),
  f('cars', 'number'),
  f('teu', 'number'),
  f('eediAttained', 'number'),
  f('eexi', 'number'),
  f('eiv', 'number'),
  f('businessMode'),
  f('mrvMethod', 'select', false, {
    kind: 'static',
    options: EU_MRV_METHODS.map((m) => ({ value: m, label: `fleet:mrv.${m}` })),
  }),
  f('mrvContactName'),
  f('mrvContactPost'),
  f('mrvContactPhone'),
  f('mrvContactEmail'),
  f('remark', 'textarea'),
];

export function shipScreen(canChange: boolean): ScreenConfig {
  return {
    resource: 'fleet/ships',
    title: 'fleet:ships.title',
    columns: [
      { key: 'name', label: 'fleet:fields.shipNameEn', bilingual: { zh: 'nameZh', en: 'nameEn' } },
      { key: 'imo', label: 'fleet:fields.imo' },
      { key: 'registrationNo', label: 'fleet:fields.registrationNo' },
      { key: 'flag', label: 'fleet:fields.flagCode', bilingual: { zh: 'flagNameZh', en: 'flagNameEn' } },
      { key: 'type', label: 'fleet:fields.shipTypeCode', bilingual: { zh: 'shipTypeZh', en: 'shipTypeEn' } },
      { key: 'dwt', label: 'fleet:fields.dwt' },
      { key: 'serviceSpeed', label: 'fleet:fields.serviceSpeed' },
      { key: 'classCode', label: 'fleet:fields.classCode' },
      { key: 'iceClass', label: 'fleet:fields.iceClass' },
    ],
    filters: [
      { name: 'keyword', label: 'fleet:fields.keyword', type: 'text' },
      { name: 'companyId', label: 'fleet:fields.company', type: 'select', options: companies },
      {
        name: 'shipTypeCode',
        label: 'fleet:fields.shipTypeCode',
        type: 'select',
        options: lookup('shipType'),
      },
      { name: 'subTypeCode', label: 'fleet:fields.subTypeCode', type: 'select', options: lookup('shipSub') },
      { name: 'speedFrom', label: 'fleet:fields.speedFrom', type: 'text' },
      { name: 'speedTo', label: 'fleet:fields.speedTo', type: 'text' },
      { name: 'dwtFrom', label: 'fleet:fields.dwtFrom', type: 'text' },
      { name: 'dwtTo', label: 'fleet:fields.dwtTo', type: 'text' },
    ],
    fields: FIELDS,
    defaults: { mrvMethod: null, fuels: [] },
    permissions: {
      add: 'ship:list:add',
      edit: 'ship:list:edit',
      delete: 'ship:list:delete',
      export: 'ship:list:export',
    },
    rowDialogs: [
      {
        name: 'changes',
        label: 'fleet:changes.open',
        perm: 'ship:list:list',
        // A recorded change may move the flag shown in the list: reload on close.
        render: (row, close) => (
          <FlagChangeDialog ship={row} canEdit={canChange} onClose={() => close(true)} />
        ),
      },
    ],
    exportName: 'ships',
  };
}

export default function ShipListScreen() {
  const can = useCanButton();
  return <ListEditScreen config={shipScreen(can('ship:list:flagDocChange'))} />;
}
