import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

// One shared chunk for every screen a later issue builds; each gets its own entry when it lands.
const notYet: Screen = lazy(() => import('./NotYetAvailable'));

/**
 * The screen for each menu url (spec §2 "the screen at the folder matching the url"). Every page of
 * the seeded function tree is here; a url the server sends that is not here renders MissingModule.
 */
export const SCREENS: Record<string, Screen> = {
  '/dashboard': lazy(() => import('../dashboard/DashboardView')),
  '/ship/list': lazy(() => import('../fleet/ShipListScreen')),
  '/shipCompany/list': lazy(() => import('../fleet/CompanyListScreen')),
  ...Object.fromEntries(
    [
      '/energyEfficiency/index',
      '/report/list',
      '/MRVReport/openingVolume',
      '/energyStatistics/AnnualData',
      '/energyStatistics/AnnualTarget',
      '/energyStatistics/CompanyAnnualData',
      '/energyStatistics/CompanyAnnualTarget',
      '/energyAnalysis/TrendAnalysis',
      '/energyAnalysis/ComparisonAnalysis',
      '/energyAnalysis/RelevanceAnalysis',
      '/energyAnalysis/FuelConsumptionAnalysis',
      '/cii/calculator',
      '/cii/adjust',
      '/cii/correct',
      '/MRVReport/DataAssessment',
      '/MRVReport/Segmentdetection',
      '/MRVReport/DiagramExhibition',
      '/MRVReport/ImoDcsRreport-list',
      '/MRVReport/reportManagement-list',
      '/MRVReport/fuelEuReport-list',
      '/MRVReport/ukMrvReport-list',
      '/MRVReport/CmsaRreport-list',
      '/MRVReport/EmissionReport',
      '/MRVReport/UploadMRVReport',
      '/MRVReport/AnnualTarget',
      '/cmsashipManage/shipManager',
      '/cmsashipManage/cmsaEnergyEfficiency',
      '/cmsashipManage/shipStatistics',
      '/dictionary/fuel',
      '/dictionary/energyForm',
      '/dictionary/gcState',
      '/dictionary/port',
      '/dictionary/city',
      '/dictionary/classificat',
      '/dictionary/shipType',
      '/dictionary/shipSub',
      '/dictionary/grossTon',
      '/dictionary/shipAge',
      '/dictionary/evaluation',
      '/docMng/list',
      '/docMng/list2',
      '/sysPcappVersion/list',
      '/sysManage/sysUser',
      '/sysManage/role',
      '/sysManage/sysFunc',
      '/sysManage/sysDic',
      '/sysManage/sysLog',
      '/sysManage/sysShipAuth',
      '/sysManage/testParam',
    ].map((url) => [url, notYet]),
  ),
};

export const isRegistered = (url: string) => url in SCREENS;
