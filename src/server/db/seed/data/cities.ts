/**
 * Cities: the main Chinese port cities (zh/en) with their province, keyed by the UN/LOCODE of the
 * city's port as present in sea-ports (so a city row and its port row share the code; a unit test
 * checks every code exists in PORTS). Cities whose LOCODE is not in sea-ports are left out rather
 * than given a guessed code.
 */
export interface CitySeed {
  code: string;
  cnName: string;
  enName: string;
  provinceCn: string;
  provinceEn: string;
  countryAlpha2: string;
}

const city = (code: string, cnName: string, enName: string, provinceCn: string, provinceEn: string): CitySeed => ({
  code,
  cnName,
  enName,
  provinceCn,
  provinceEn,
  countryAlpha2: code.slice(0, 2),
});

export const CITIES: readonly CitySeed[] = [
  city('CNSHA', '上海', 'Shanghai', '上海市', 'Shanghai'),
  city('CNNGB', '宁波', 'Ningbo', '浙江省', 'Zhejiang'),
  city('CNZOS', '舟山', 'Zhoushan', '浙江省', 'Zhejiang'),
  city('CNWNZ', '温州', 'Wenzhou', '浙江省', 'Zhejiang'),
  city('CNHGH', '杭州', 'Hangzhou', '浙江省', 'Zhejiang'),
  city('CNTAO', '青岛', 'Qingdao', '山东省', 'Shandong'),
  city('CNYNT', '烟台', 'Yantai', '山东省', 'Shandong'),
  city('CNRZH', '日照', 'Rizhao', '山东省', 'Shandong'),
  city('CNWEI', '威海', 'Weihai', '山东省', 'Shandong'),
  city('CNTSN', '天津', 'Tianjin', '天津市', 'Tianjin'),
  city('CNSHP', '秦皇岛', 'Qinhuangdao', '河北省', 'Hebei'),
  city('CNDLC', '大连', 'Dalian', '辽宁省', 'Liaoning'),
  city('CNYIK', '营口', 'Yingkou', '辽宁省', 'Liaoning'),
  city('CNJNZ', '锦州', 'Jinzhou', '辽宁省', 'Liaoning'),
  city('CNHUD', '葫芦岛', 'Huludao', '辽宁省', 'Liaoning'),
  city('CNLYG', '连云港', 'Lianyungang', '江苏省', 'Jiangsu'),
  city('CNNTG', '南通', 'Nantong', '江苏省', 'Jiangsu'),
  city('CNNKG', '南京', 'Nanjing', '江苏省', 'Jiangsu'),
  city('CNZHE', '镇江', 'Zhenjiang', '江苏省', 'Jiangsu'),
  city('CNYZH', '扬州', 'Yangzhou', '江苏省', 'Jiangsu'),
  city('CNCAN', '广州', 'Guangzhou', '广东省', 'Guangdong'),
  city('CNSZX', '深圳', 'Shenzhen', '广东省', 'Guangdong'),
  city('CNZUH', '珠海', 'Zhuhai', '广东省', 'Guangdong'),
  city('CNSTG', '汕头', 'Shantou', '广东省', 'Guangdong'),
  city('CNZHA', '湛江', 'Zhanjiang', '广东省', 'Guangdong'),
  city('CNDGG', '东莞', 'Dongguan', '广东省', 'Guangdong'),
  city('CNHUI', '惠州', 'Huizhou', '广东省', 'Guangdong'),
  city('CNXMN', '厦门', 'Xiamen', '福建省', 'Fujian'),
  city('CNFOC', '福州', 'Fuzhou', '福建省', 'Fujian'),
  city('CNQZJ', '泉州', 'Quanzhou', '福建省', 'Fujian'),
  city('CNHAK', '海口', 'Haikou', '海南省', 'Hainan'),
  city('CNBHY', '北海', 'Beihai', '广西壮族自治区', 'Guangxi'),
  city('CNFAN', '防城港', 'Fangchenggang', '广西壮族自治区', 'Guangxi'),
  city('CNWUH', '武汉', 'Wuhan', '湖北省', 'Hubei'),
  city('CNCKG', '重庆', 'Chongqing', '重庆市', 'Chongqing'),
  city('HKHKG', '香港', 'Hong Kong', '香港特别行政区', 'Hong Kong SAR'),
  city('MOMFM', '澳门', 'Macao', '澳门特别行政区', 'Macao SAR'),
];
