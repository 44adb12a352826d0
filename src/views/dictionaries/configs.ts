import i18n from 'i18next';
import { DictionarySchemas } from '../../domain/schemas/dictionaries';
import { FUEL_CODES } from '../../domain/registry/fuels';
import { SHIP_TYPES } from '../../domain/registry/shipTypes';
import type { OptionsSource, ScreenConfig } from '../listForm/types';
import { codes, col, dictionary, field, names, pick, req, text } from '../listForm/specs';

const S = DictionarySchemas;
/**
 * What an evaluation parameter means, in the UI language: the keys are fixed (the assessment reads
 * them by name), so their explanation is product text, not a seeded remark. A key an
 * administrator adds has none.
 */
const meaning = (row: Record<string, unknown>, lang: 'zh' | 'en'): string => {
  const t = i18n.getFixedT(lang, 'system');
  return t(`evaluationMeaning.${String(row.name)}`, { defaultValue: '' });
};
const calcTypes = codes([...SHIP_TYPES, 'other'], 'calcTypes');
/** The ship-type picker of the sub-type screen (filter and dialog): codes, named in the UI language. */
const shipTypes: OptionsSource = {
  kind: 'resource',
  resource: 'dict/shipType',
  value: 'code',
  label: (row, lang) => `${row.code} ${lang === 'zh' ? row.cnName : row.enName}`,
  query: { sort: 'id' },
};

/**
 * The dictionary screens (docs/legacy-system.md §7): the original filters and columns, the
 * shared zod schemas for the dialogs, buttons under `dictionary:<name>:*`.
 */
export const DICTIONARY_SCREENS: Record<string, ScreenConfig> = {
  '/dictionary/fuel': dictionary('fuel', 'dictionary:fuel', {
    schema: S.fuel.create,
    filters: [text('code'), text('name')],
    columns: [
      col('code'),
      names(),
      // The kit's fuel class words, the ones every screen names a fuel by (views/shared/labels).
      col('registryCode', { codes: 'fuelClasses' }),
      col('carbonContent'),
      col('cf'),
      col('sulphurClass', { codes: 'options' }),
    ],
    fields: [
      req('code'),
      req('cnName'),
      req('enName'),
      req('registryCode', 'select', { options: codes(FUEL_CODES, 'fuelClasses') }),
      field('carbonContent', 'number'),
      field('cf', 'number'),
      field('sulphurClass', 'select', { options: codes(['high', 'low', 'ultra_low'], 'options') }),
      field('sortNo', 'number'),
    ],
  }),
  '/dictionary/energyForm': dictionary('energyForm', 'dictionary:energyForm', {
    schema: S.energyForm.create,
    filters: [text('code'), text('name')],
    columns: [col('code'), names()],
    fields: [req('code'), req('cnName'), req('enName')],
  }),
  '/dictionary/gcState': dictionary('gcState', 'dictionary:gcState', {
    schema: S.gcState.create,
    filters: [text('cnName'), text('enName'), text('code')],
    columns: [
      col('enBrief'),
      col('cnBrief'),
      col('cnName', { label: 'fields.cnFull', optional: true }),
      col('enName', { label: 'fields.enFull', optional: true }),
      col('alpha2', { optional: true }),
      col('alpha3'),
      col('numeric', { optional: true }),
      col('authorised'),
    ],
    fields: [
      req('alpha2', 'text', { createOnly: true }),
      req('alpha3'),
      req('numeric'),
      req('cnBrief'),
      req('enBrief'),
      req('cnName', 'text', { label: 'fields.cnFull' }),
      req('enName', 'text', { label: 'fields.enFull' }),
      field('dataVersion'),
      field('sortNo', 'number'),
      field('authorised', 'checkbox'),
      field('isEu', 'checkbox'),
      field('isEea', 'checkbox'),
      field('isUk', 'checkbox'),
    ],
  }),
  '/dictionary/port': dictionary('port', 'dictionary:port', {
    schema: S.port.create,
    filters: [text('enName'), text('cnName'), text('code')],
    columns: [
      col('code'),
      col('enName'),
      col('cnName'),
      col('countryCn'),
      col('countryEn'),
      col('countryAlpha3', { optional: true }),
      col('branch', { optional: true }),
      col('isEea'),
      col('isUk'),
    ],
    fields: [
      req('code'),
      field('dataVersion'),
      req('enName'),
      field('cnName'),
      field('city'),
      req('countryEn'),
      field('countryCn'),
      req('countryAlpha3'),
      field('countryAlpha2'),
      field('province'),
      field('branch'),
      field('longitude', 'number'),
      field('latitude', 'number'),
      field('timeZone'),
      field('isEea', 'checkbox'),
      field('isUk', 'checkbox'),
      field('isNorthernIreland', 'checkbox'),
      field('isOutermostRegion', 'checkbox'),
    ],
  }),
  '/dictionary/city': dictionary('city', 'dictionary:city', {
    schema: S.city.create,
    filters: [text('code'), text('name')],
    columns: [col('code'), names(), names('province', 'provinceCn', 'provinceEn'), col('countryAlpha2')],
    fields: [
      req('code'),
      req('cnName'),
      req('enName'),
      field('provinceCn'),
      field('provinceEn'),
      req('countryAlpha2'),
    ],
  }),
  '/dictionary/classificat': dictionary('classificat', 'dictionary:classificat', {
    schema: S.classificat.create,
    filters: [text('code'), text('abbreviation')],
    columns: [
      col('code'),
      col('iacsCode', { optional: true }),
      col('abbreviation'),
      col('fullName'),
      col('cnFullName'),
      col('country', { optional: true }),
      col('isIacsMember'),
    ],
    fields: [
      req('code'),
      field('iacsCode'),
      field('isIacsMember', 'checkbox'),
      req('abbreviation'),
      req('fullName'),
      field('cnFullName'),
      req('country'),
      field('address'),
      field('cnAddress'),
      field('phone'),
      field('fax'),
      field('telex'),
      field('telegraph'),
      field('email'),
      field('postcode'),
      field('website'),
      field('dataVersion'),
    ],
  }),
  '/dictionary/shipType': dictionary('shipType', 'dictionary:shipType', {
    schema: S.shipType.create,
    filters: [text('cnName'), text('euType'), pick('calcType', calcTypes)],
    columns: [
      col('code'),
      col('enName'),
      col('cnName'),
      col('imoType'),
      col('euType', { optional: true }),
      col('calcType', { codes: 'calcTypes' }),
    ],
    fields: [
      req('code'),
      req('enName'),
      req('cnName'),
      req('imoType'),
      req('euType'),
      req('calcType', 'select', { options: calcTypes }),
    ],
  }),
  '/dictionary/shipSub': dictionary('shipSub', 'dictionary:shipSub', {
    schema: S.shipSub.create,
    filters: [pick('typeCode', shipTypes), text('subCode'), text('subName')],
    columns: [col('typeCode'), col('subCode'), names('subName')],
    fields: [
      req('typeCode', 'select', { options: shipTypes }),
      req('subCode'),
      req('cnName'),
      field('enName'),
      field('calcType', 'select', { options: calcTypes }),
      field('euType'),
    ],
  }),
  '/dictionary/grossTon': dictionary('grossTon', 'dictionary:grossTon', {
    schema: S.grossTon.create,
    filters: [text('code'), text('name')],
    columns: [col('code'), names(), col('min'), col('max')],
    fields: [req('code'), req('cnName'), req('enName'), req('min', 'number'), field('max', 'number')],
  }),
  '/dictionary/shipAge': dictionary('shipAge', 'dictionary:shipAge', {
    schema: S.shipAge.create,
    filters: [],
    columns: [col('min'), col('max')],
    fields: [req('min', 'number'), field('max', 'number')],
  }),
  '/dictionary/evaluation': dictionary('evaluation', 'dictionary:evaluation', {
    schema: S.evaluation.create,
    filters: [text('name')],
    columns: [
      names('paramName', 'name', 'enName'),
      col('value'),
      col('meaning', { render: meaning, text: meaning }),
    ],
    fields: [req('name', 'text', { label: 'fields.paramName' }), field('enName'), field('value', 'number')],
  }),
  '/sysManage/sysDic': dictionary('sysDic', 'system:dic', {
    schema: S.sysDic.create,
    filters: [text('code'), text('title'), text('type')],
    columns: [col('code'), col('title'), col('type'), col('value')],
    fields: [req('code'), req('title'), field('type'), field('value', 'textarea')],
  }),
  '/sysManage/testParam': dictionary('testParam', 'system:testParam', {
    schema: S.testParam.create,
    intro: 'intros.testParam',
    filters: [text('name')],
    columns: [col('name'), col('value')],
    fields: [req('name'), field('value', 'textarea')],
  }),
};
