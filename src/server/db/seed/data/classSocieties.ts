/**
 * Classification societies (GC_CLASSIFICAT, docs/legacy-system.md §7). The original system's
 * inventory lists no society by name, so the set is the 12 IACS members (iacs.org.uk, members page)
 * and four non-IACS societies met on Chinese-trade ships. Names, countries and websites are the
 * societies' own public identity; contact fields (address, phone, fax, telex, telegraph, e-mail,
 * postcode) are left empty rather than copied from unverified listings. The IACS two-letter code
 * (original `iacs`) could not be confirmed from a primary source and is left empty for an
 * administrator to fill.
 */
export interface ClassSocietySeed {
  /** Dictionary key; the abbreviation the ship record stores in `class_`. */
  code: string;
  iacsCode: string;
  isIacsMember: boolean;
  abbreviation: string;
  fullName: string;
  cnFullName: string;
  /** ISO 3166-1 alpha-3 of the head-office country. */
  country: string;
  address: string;
  cnAddress: string;
  phone: string;
  fax: string;
  telex: string;
  telegraph: string;
  email: string;
  postcode: string;
  website: string;
  /** Remark in Chinese and in English (each UI language shows its own). */
  remark: string;
  remarkEn: string;
}

const society = (
  code: string,
  isIacsMember: boolean,
  fullName: string,
  cnFullName: string,
  country: string,
  website: string,
  [remark, remarkEn] = ['', ''],
): ClassSocietySeed => ({
  code,
  iacsCode: '',
  isIacsMember,
  abbreviation: code,
  fullName,
  cnFullName,
  country,
  address: '',
  cnAddress: '',
  phone: '',
  fax: '',
  telex: '',
  telegraph: '',
  email: '',
  postcode: '',
  website,
  remark,
  remarkEn,
});

export const CLASS_SOCIETIES: readonly ClassSocietySeed[] = [
  society('ABS', true, 'American Bureau of Shipping', '美国船级社', 'USA', 'https://ww2.eagle.org'),
  society('BV', true, 'Bureau Veritas', '法国船级社', 'FRA', 'https://marine-offshore.bureauveritas.com'),
  society('CCS', true, 'China Classification Society', '中国船级社', 'CHN', 'https://www.ccs.org.cn'),
  society('CRS', true, 'Croatian Register of Shipping', '克罗地亚船级社', 'HRV', 'https://www.crs.hr'),
  society('DNV', true, 'DNV', '挪威船级社', 'NOR', 'https://www.dnv.com', [
    '原名 Det Norske Veritas（挪威船级社）；2013–2021 年名为 DNV GL',
    'Det Norske Veritas; DNV GL 2013-2021',
  ]),
  society('IRS', true, 'Indian Register of Shipping', '印度船级社', 'IND', 'https://www.irclass.org'),
  society('KR', true, 'Korean Register', '韩国船级社', 'KOR', 'https://www.krs.co.kr'),
  society('LR', true, "Lloyd's Register", '英国劳氏船级社', 'GBR', 'https://www.lr.org'),
  society('NK', true, 'Nippon Kaiji Kyokai (ClassNK)', '日本海事协会', 'JPN', 'https://www.classnk.or.jp'),
  society('PRS', true, 'Polish Register of Shipping', '波兰船级社', 'POL', 'https://www.prs.pl'),
  society('RINA', true, 'RINA Services', '意大利船级社', 'ITA', 'https://www.rina.org', [
    '原名 Registro Italiano Navale（意大利船舶登记局）',
    'Registro Italiano Navale',
  ]),
  society('TL', true, 'Türk Loydu', '土耳其船级社', 'TUR', 'https://www.turkloydu.org'),
  society(
    'RS',
    false,
    'Russian Maritime Register of Shipping',
    '俄罗斯船级社',
    'RUS',
    'https://www.rs-class.org',
    ['曾为 IACS 成员，2022 年 3 月退出', 'IACS member until its withdrawal in March 2022'],
  ),
  society('CR', false, 'CR Classification Society', '中国验船中心', 'TWN', 'https://www.crclass.org'),
  society('VR', false, 'Vietnam Register', '越南船级社', 'VNM', 'https://www.vr.org.vn'),
  society('BKI', false, 'Biro Klasifikasi Indonesia', '印度尼西亚船级社', 'IDN', 'https://www.bki.co.id'),
];
