import { EU_MRV_METHODS } from '../../domain/schemas/fleet';
import { EQUIPMENT_KINDS, type EquipmentKind } from '../../domain/schemas/fleetEquipment';
import { fieldsOf, schemaOf, type ShipTab } from '../../machines/fleet/shipEditForms';
import { loadAuthorities, loadShipSubTypes } from '../../machines/fleet/provided';
import type { FieldSpec, FieldType, OptionsSource } from '../listForm/types';
import { companies, lookup } from '../shared/ships';
import { PortPicker } from '../shared/PortPicker';

/** Sub-types of one ship type (the cascade's server call); none until a type is chosen. */
export const subTypesOf = (typeCode: unknown): OptionsSource =>
  typeof typeCode === 'string' && typeCode
    ? {
        kind: 'resource',
        resource: `shipSub/findShipSubByShipType/${typeCode}`,
        value: 'subCode',
        label: (row, lang) =>
          `${row.subCode} ${lang === 'zh' ? (row.cnName ?? '') : (row.enName ?? row.cnName ?? '')}`.trim(),
        load: (signal) => loadShipSubTypes(typeCode, signal),
      }
    : { kind: 'static', options: [] };

/**
 * Fields whose choices follow another field of the form: the parent's name and the choices for
 * its value. The view remounts the field when the parent changes, so it loads anew.
 */
export const CASCADES: Record<string, { parent: string; options: (parent: unknown) => OptionsSource }> = {
  subTypeCode: { parent: 'shipTypeCode', options: subTypesOf },
};

/** Competent authorities: companies of the authority type, linked to the ship by their code. */
export const authorities: OptionsSource = {
  kind: 'resource',
  resource: 'fleet/companies/options',
  value: 'code',
  label: (row, lang) => String(lang === 'zh' ? row.nameZh : row.nameEn),
  load: loadAuthorities,
};

const statics = (prefix: string, values: readonly string[]): OptionsSource => ({
  kind: 'static',
  options: values.map((v) => ({ value: v, label: `${prefix}.${v}` })),
});

/** Required = the tab's schema refuses the field when it is missing (one source of truth). */
const isRequired = (tab: ShipTab, name: string) =>
  !(schemaOf(tab).shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>)[
    name
  ].safeParse(undefined).success;

const BASIC: Array<[string, FieldType?, OptionsSource?]> = [
  ['imo'],
  ['registrationNo'],
  ['ccsNo'],
  ['nameEn'],
  ['nameZh'],
  ['shipTypeCode', 'select', lookup('shipType')],
  ['subTypeCode', 'select'],
  ['otherTypeText'],
  ['flagCode', 'select', lookup('gcState')],
  ['homePortCode', 'text'],
  ['classCode', 'select', lookup('classificat')],
  ['ownerCompanyId', 'select', companies],
  ['operatorCompanyId', 'select', companies],
  ['docCompanyId', 'select', companies],
  ['builderCompanyId', 'select', companies],
  ['authorityCodes', 'multiselect', authorities],
  ['ownerAddress'],
  ['deliveryDate', 'date'],
  ['contractDate', 'date'],
  ['lastDockDate', 'date'],
  ...(['gt', 'nt', 'dwt', 'designSpeed', 'serviceSpeed'] as const).map(
    (n) => [n, 'number'] as [string, FieldType],
  ),
  ...(['lengthOverall', 'breadth', 'depth', 'lbp'] as const).map((n) => [n, 'number'] as [string, FieldType]),
  ['iceClass'],
  ...(['passengers', 'cars', 'teu', 'eediAttained'] as const).map(
    (n) => [n, 'number'] as [string, FieldType],
  ),
  ['eediGrade'],
  ['eexi', 'number'],
  ['eiv', 'number'],
  ['businessMode'],
  ['scrubber', 'checkbox'],
  ['mrvMethod', 'select', statics('fleet:mrv', EU_MRV_METHODS)],
  ['mrvContactTitle'],
  ['mrvContactName'],
  ['mrvContactPost'],
  ['mrvContactPhone'],
  ['mrvContactEmail'],
  ['remark', 'textarea'],
];

/** Fields with an input of their own instead of the generic one. */
const COMPONENTS: Record<string, FieldSpec['component']> = { homePortCode: PortPicker };

/** Ship basic information (docs/legacy-system.md §5 tab 1); fuels and the photo have their own parts. */
export const BASIC_FIELDS: FieldSpec[] = BASIC.map(([name, type = 'text', options]) => ({
  name,
  label: `fleet:fields.${name === 'nameEn' || name === 'nameZh' ? name.replace('name', 'shipName') : name}`,
  type,
  options,
  component: COMPONENTS[name],
  // The IMO-or-registration rule is cross-field: neither box alone is required.
  required: name !== 'imo' && name !== 'registrationNo' && isRequired('basic', name),
}));

const NUMBER = /Kw$|Rpm$|Kwh$|V$|Kg$|Mm$|^count$|^blades$|^unitCount$|^installYear$/;
const SPECIAL: Record<string, Pick<FieldSpec, 'type' | 'options'>> = {
  shaftDriven: { type: 'checkbox' },
  energyForms: { type: 'multiselect', options: lookup('energyForm') },
  form: { type: 'select', options: statics('fleet:equipment.forms', ['1', '2', '3']) },
  fuelKind: {
    type: 'select',
    options: statics('fleet:equipment.fuelKinds', ['diesel_gasoline', 'lfo', 'hfo']),
  },
  productionDate: { type: 'date' },
  remark: { type: 'textarea' },
};
// The original's order: identity first, ratings next, provenance and memo last.
const ORDER = ['boardSn', 'model', 'cellModel', 'form', 'subType', 'strokeType', 'serialNo'];
const rank = (n: string) => (ORDER.includes(n) ? ORDER.indexOf(n) : n === 'remark' ? 99 : 50);

/** Each kind's fields (docs/legacy-system.md §5 tabs 2-10) from its schema; fuels have their own part. */
export const UNIT_FIELDS = Object.fromEntries(
  EQUIPMENT_KINDS.map((kind) => [
    kind,
    fieldsOf(kind)
      .filter((n) => n !== 'fuels')
      .sort((a, b) => rank(a) - rank(b))
      .map((name): FieldSpec => ({
        name,
        label: `fleet:equipment.fields.${name}`,
        type: SPECIAL[name]?.type ?? (NUMBER.test(name) ? 'number' : 'text'),
        options: SPECIAL[name]?.options,
        required: isRequired(kind, name),
      })),
  ]),
) as Record<EquipmentKind, FieldSpec[]>;

/** One row of the theoretical consumption curve. */
export const TFC_FIELDS: FieldSpec[] = fieldsOf('tfc').map((name) => ({
  name,
  label: `fleet:shipEdit.tfcFields.${name}`,
  type: 'number',
  required: isRequired('tfc', name),
}));

export const hasFuels = (tab: ShipTab) => fieldsOf(tab).includes('fuels');
