import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../../../src/i18n';
import { installDomShims } from '../renderApp';
const port = (code: string, enName: string, cnName: string, countryEn: string, countryCn: string) => ({
  id: code.charCodeAt(2),
  code,
  enName,
  cnName,
  countryEn,
  countryCn,
});
/** The port dictionary the home-port picker searches (code, names and country, like the server). */
export const PORTS = [
  port('CNSHA', 'Shanghai', '上海', 'China', '中国'),
  port('CNSZX', 'Shenzhen', '深圳', 'China', '中国'),
  port('NLRTM', 'Rotterdam', '鹿特丹', 'Netherlands', '荷兰'),
  port('SGSIN', 'Singapore', '新加坡', 'Singapore', '新加坡'),
];

/** Sub-types by ship type code, as `findShipSubByShipType/:type` answers them (dictionary rows). */
export const SUB_TYPES: Record<string, Array<Record<string, unknown>>> = {
  '1': [
    { id: 1, typeCode: '1', subCode: '0101', cnName: '好望角型', enName: 'Capesize' },
    { id: 2, typeCode: '1', subCode: '0102', cnName: '巴拿马型', enName: 'Panamax' },
  ],
  '2': [{ id: 3, typeCode: '2', subCode: '0201', cnName: '原油船', enName: 'Crude oil tanker' }],
};

/** Companies the pickers offer; authorities are linked to ships by their code. */
export const COMPANIES = [
  {
    id: 1,
    code: 'HY001',
    nameZh: '海运集团',
    nameEn: 'Haiyun Shipping Group',
    types: ['owner', 'doc_holder'],
  },
  { id: 2, code: 'MSA-SH', nameZh: '上海海事局', nameEn: 'Shanghai MSA', types: ['authority'] },
  { id: 3, code: 'MSA-ZJ', nameZh: '浙江海事局', nameEn: 'Zhejiang MSA', types: ['authority'] },
  { id: 4, code: null, nameZh: '无代码机关', nameEn: 'Uncoded authority', types: ['authority'] },
];

/** Every URL the stub was asked, so tests can tell which calls a picker made. */
export const requested: string[] = [];

/**
 * Answers the ship form's lookup calls (fuels, energy forms, the port search) from fixtures, so
 * selects and pickers fill without a server; every other list answers empty.
 */
export function stubLookups() {
  const rows: Record<string, unknown[]> = {
    '/api/fleet/lookups/fuel': [
      { id: 1, code: '1', cnName: '高硫重燃油', enName: 'HS HFO' },
      { id: 2, code: '3', cnName: '柴油', enName: 'MDO/MGO' },
    ],
    '/api/fleet/lookups/shipType': [
      { id: 1, code: '1', cnName: '散货船', enName: 'Bulk carrier' },
      { id: 2, code: '2', cnName: '油船', enName: 'Oil tanker' },
    ],
    '/api/fleet/lookups/energyForm': [{ id: 1, code: '1', cnName: '燃油', enName: 'Fuel oil' }],
  };
  globalThis.fetch = (async (url: string) => {
    requested.push(String(url));
    const { pathname, searchParams } = new URL(String(url), 'http://localhost');
    const keyword = (searchParams.get('keyword') ?? '').toLowerCase();
    const items =
      pathname === '/api/gcCity/findGcCityList'
        ? PORTS.filter((p) =>
            [p.code, p.enName, p.cnName, p.countryEn].some((v) => v.toLowerCase().includes(keyword)),
          ).slice(0, Number(searchParams.get('size') ?? 50))
        : pathname === '/api/fleet/companies/options'
          ? COMPANIES.filter((c) => !searchParams.get('type') || c.types.includes(searchParams.get('type')!))
          : pathname.startsWith('/api/shipSub/findShipSubByShipType/')
            ? (SUB_TYPES[decodeURIComponent(pathname.split('/').at(-1)!)] ?? [])
            : (rows[pathname] ?? []);
    const body = { success: true, data: { items, total: items.length, page: 1, size: 500 } };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

/** The ship form's test surroundings: DOM shims, English texts and these lookups; DOM cleared after each test. */
export function setUpShipFormTests() {
  afterEach(cleanup);
  beforeAll(() => {
    installDomShims();
    initI18n('en');
    stubLookups();
  });
}
