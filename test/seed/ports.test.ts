import seaPorts from 'sea-ports';
import { FLAG_STATES } from '../../src/server/db/seed/data/flagStates';
import { PORTS } from '../../src/server/db/seed/data/ports';
import { EUROPE_PORT_NAMES_ZH } from '../../src/server/db/seed/data/portNamesZhEurope';
import { DEMO_SHIPS } from '../../src/server/db/seed/demoFleetData';
import { CHINA_PORT_NAMES_ZH, WORLD_PORT_NAMES_ZH } from '../../src/server/db/seed/data/portNamesZh';
import { SWAPPED_COORDINATES, TIME_ZONE_FIXES } from '../../src/server/db/seed/data/portCorrections';

const port = (code: string) => {
  const p = PORTS.find((x) => x.code === code);
  if (!p) throw new Error(`no port ${code}`);
  return p;
};

describe('ports', () => {
  it('has at least 1,500 ports with valid coordinates and unique LOCODEs', () => {
    const located = PORTS.filter((p) => p.longitude !== null && p.latitude !== null);
    expect(located.length).toBeGreaterThanOrEqual(1500);
    for (const p of located) {
      expect(Math.abs(p.longitude!), p.code).toBeLessThanOrEqual(180);
      expect(Math.abs(p.latitude!), p.code).toBeLessThanOrEqual(90);
    }
    expect(new Set(PORTS.map((p) => p.code)).size).toBe(PORTS.length);
    for (const p of PORTS) expect(p.code).toMatch(/^[A-Z]{2}[A-Z0-9]{3}$/);
  });

  it('gives every port a country with both names and a 3-letter code', () => {
    for (const p of PORTS) {
      expect(p.countryAlpha3, p.code).toMatch(/^[A-Z]{3}$/);
      expect(p.countryEn, p.code).not.toBe('');
      expect(p.countryCn, p.code).not.toBe('');
    }
  });

  it('flags ports of every EEA country that has ports in the data set', () => {
    const eeaCountries = FLAG_STATES.filter((f) => f.isEea).map((f) => f.alpha2);
    const withPorts = eeaCountries.filter((c) => PORTS.some((p) => p.countryAlpha2 === c));
    expect(withPorts.length).toBeGreaterThanOrEqual(20);
    for (const c of withPorts) {
      expect(
        PORTS.filter((p) => p.countryAlpha2 === c).every((p) => p.isEea),
        c,
      ).toBe(true);
    }
    expect(port('NLRTM').isEea).toBe(true);
    expect(port('NOOSL').isEea).toBe(true);
    expect(port('ISREY').isEea).toBe(true);
    expect(port('CNSHA').isEea).toBe(false);
    expect(port('GIGIB')).toMatchObject({ isEea: false, isUk: false });
  });

  it('flags UK ports and the Northern Ireland ones', () => {
    expect(port('GBFXT')).toMatchObject({ isUk: true, isEea: false, isNorthernIreland: false });
    expect(port('GBBEL')).toMatchObject({ isUk: true, isNorthernIreland: true });
    expect(PORTS.filter((p) => p.isNorthernIreland).every((p) => p.isUk)).toBe(true);
  });

  it('flags outermost-region ports as EU outermost regions, and only those', () => {
    for (const code of [
      'GPPTP',
      'MQFDF',
      'GFCAY',
      'RELPT',
      'YTLON',
      'PTPDL',
      'PTHOR',
      'PTFNC',
      'ESLPA',
      'ESSCT',
    ]) {
      expect(port(code), code).toMatchObject({ isOutermostRegion: true, isEea: true });
    }
    for (const code of ['PTLIS', 'PTSIE', 'ESALG', 'ESBCN', 'FRLEH', 'FRMRS']) {
      expect(port(code).isOutermostRegion, code).toBe(false);
    }
    expect(port('GPGUS')).toMatchObject({ isOutermostRegion: false, isEea: false });
    expect(PORTS.filter((p) => p.isOutermostRegion).every((p) => p.isEea)).toBe(true);
  });

  it('has Chinese names for the major Chinese ports, all from codes present in sea-ports', () => {
    const major: Record<string, string> = {
      CNSHA: '上海',
      CNNGB: '宁波',
      CNTAO: '青岛',
      CNTSN: '天津',
      CNDLC: '大连',
      CNCAN: '广州',
      CNXMN: '厦门',
      CNYTN: '盐田',
      CNSHK: '蛇口',
      CNLYG: '连云港',
      CNYNT: '烟台',
      CNRZH: '日照',
      HKHKG: '香港',
    };
    for (const [code, zh] of Object.entries(major)) expect(port(code).cnName, code).toBe(zh);
    for (const code of [...Object.keys(CHINA_PORT_NAMES_ZH), ...Object.keys(WORLD_PORT_NAMES_ZH)]) {
      expect(seaPorts.JSON[code], code).toBeDefined();
    }
    const cn = PORTS.filter((p) => p.countryAlpha2 === 'CN');
    expect(cn.filter((p) => p.cnName).length / cn.length).toBeGreaterThan(0.9);
  });

  it('names in Chinese every demo-fleet port and most EEA and UK ports', () => {
    for (const s of DEMO_SHIPS) expect(port(s.port).cnName, s.port).not.toBe('');
    for (const code of Object.keys(EUROPE_PORT_NAMES_ZH)) expect(seaPorts.JSON[code], code).toBeDefined();
    for (const flag of ['isEea', 'isUk'] as const) {
      const listed = PORTS.filter((p) => p[flag]);
      expect(listed.filter((p) => p.cnName).length / listed.length, flag).toBeGreaterThan(0.75);
    }
    expect(port('NLRTM').cnName).toBe('鹿特丹');
    expect(port('DKCPH').cnName).toBe('哥本哈根');
    expect(port('GBLON').cnName).toBe('伦敦');
  });

  it('applies the listed corrections to sea-ports', () => {
    expect(port('DZAAE')).toMatchObject({ longitude: 7.6740654, latitude: 36.9178674 });
    for (const code of SWAPPED_COORDINATES) expect(port(code).remarkEn, code).toMatch(/swapped/);
    for (const [code, tz] of Object.entries(TIME_ZONE_FIXES)) expect(port(code).timeZone, code).toBe(tz);
    expect(port('ANCUR')).toMatchObject({ countryAlpha2: 'CW', countryAlpha3: 'CUW' });
  });
});
