import type { FastifyInstance } from 'fastify';
import { imoCheckDigit } from '../../../src/domain/schemas/fleet.js';
import { auth, loginAs } from '../app.js';

/** A tiny client for one signed-in user: status plus parsed body, nothing hidden. */
export async function client(app: FastifyInstance, username: string) {
  const token = await loginAs(app, username);
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await app.inject({ method, url, payload: payload as object, headers: auth(token) });
    const json = res.headers['content-type']?.toString().includes('json') ? res.json() : undefined;
    return { status: res.statusCode, body: json, data: json?.data, raw: res };
  };
  return {
    token,
    get: (url: string) => call('GET', url),
    post: (url: string, p?: unknown) => call('POST', url, p ?? {}),
    put: (url: string, p: unknown) => call('PUT', url, p),
    del: (url: string) => call('DELETE', url),
  };
}
export type Client = Awaited<ReturnType<typeof client>>;

export const imo = (six: string) => six + imoCheckDigit(six);

/** Ids of the seeded demo fleet by company code and ship name (admin sees everything). */
export async function demoIds(admin: Client) {
  const cs = (await admin.get('/api/fleet/companies?size=100')).data.items as Array<{
    id: number;
    code: string;
  }>;
  const ss = (await admin.get('/api/fleet/ships?size=100')).data.items as Array<{
    id: number;
    nameEn: string;
  }>;
  const company = (code: string) => cs.find((c) => c.code === code)!.id;
  const ship = (name: string) => ss.find((s) => s.nameEn === name)!.id;
  return { company, ship, companies: cs, ships: ss };
}

/** A complete, valid ship payload owned and managed by `companyId`. */
export const shipPayload = (companyId: number, over: Record<string, unknown> = {}) => ({
  imo: imo('912345'),
  registrationNo: 'REG-TEST-1',
  nameEn: 'TEST VESSEL',
  nameZh: '测试船',
  shipTypeCode: '1',
  subTypeCode: '0101',
  flagCode: 'CHN',
  homePortCode: 'CNSHA',
  classCode: 'CCS',
  ownerCompanyId: companyId,
  operatorCompanyId: companyId,
  docCompanyId: companyId,
  gt: 40_000,
  nt: 25_000,
  dwt: 75_000,
  designSpeed: 14.5,
  serviceSpeed: 12.5,
  mrvMethod: 'B',
  fuels: [
    { fuelCode: '11', method: '1' },
    { fuelCode: '3', method: '2' },
  ],
  ...over,
});

export const companyPayload = (over: Record<string, unknown> = {}) => ({
  code: 'TSTC',
  imoNumber: '5999999',
  types: ['owner'],
  nameZh: '测试公司',
  nameEn: 'Test Company',
  registeredAddressZh: '上海',
  registeredAddressEn: 'Shanghai',
  officeAddressZh: '上海',
  officeAddressEn: 'Shanghai',
  contactPerson: 'Li',
  contactPhone: '123',
  contactEmail: 'li@example.com',
  businessScope: 'Shipping',
  businessRoutes: 'Asia',
  ...over,
});

export const mainEngine = (boardSn = 'ME1', over: Record<string, unknown> = {}) => ({
  boardSn,
  model: 'MAN B&W 6S50ME-C',
  ratedPowerKw: 8_000,
  ratedSpeedRpm: 100,
  sfocGPerKwh: 168,
  energyForms: ['1'],
  serialNo: 'SN-1',
  fuels: [{ fuelCode: '11', method: '2' }],
  ...over,
});

export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export function multipart(name: string, content: Buffer, type: string) {
  const boundary = '----fleet';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
