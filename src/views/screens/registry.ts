import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAreaTexts, type TextArea } from '../../i18n/areaTexts';
import type { StatPageUrl } from '../statistics/statPages';

type Screen = LazyExoticComponent<ComponentType>;

// One shared chunk for every screen a later issue builds; each gets its own entry when it lands.

/**
 * A screen's chunk and its areas' texts, fetched side by side: the screen renders only once `t`
 * finds its namespace (the login route does not carry those texts).
 */
const withTexts = <M>(areas: TextArea[], load: () => Promise<M>): Promise<M> =>
  Promise.all([load(), loadAreaTexts(...areas)]).then(([m]) => m);

// Dictionary-shaped screens share one chunk: the generic list-and-edit screen plus configs.
const dictionary = (url: string): Screen =>
  lazy(() =>
    withTexts(['system'], () => import('../dictionaries/DictionaryScreen')).then((m) => ({
      default: m.dictionaryScreen(url),
    })),
  );
const system = (url: string): Screen =>
  lazy(() =>
    withTexts(['system'], () => import('../system/SystemScreen')).then((m) => ({
      default: m.systemScreen(url),
    })),
  );

/** The ledger administration screens: opening volume, report monitoring, inland ships, API keys. */
const LEDGER_ADMIN: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/MRVReport/openingVolume': () => import('../ledgerAdmin/OpeningVolumeScreen'),
  '/report/list': () => import('../ledgerAdmin/ReportMonitoringScreen'),
  '/cmsashipManage/shipManager': () => import('../ledgerAdmin/InlandShipScreen'),
  '/system/apiKeys': () => import('../system/ApiKeysScreen'),
};

/** The energy statistics screens: one screen, four pages. */
const statistics = (url: StatPageUrl): Screen =>
  lazy(() =>
    withTexts(['system', 'statistics'], () => import('../statistics/StatisticsScreen')).then((m) => ({
      default: m.statisticsScreen(url),
    })),
  );

/** The report screens: the DCS and CMSA lists with their report pages and wizard, the hub. */
const REPORTS: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/MRVReport/ImoDcsRreport-list': () => import('../reports/ImoDcsReportScreen'),
  '/MRVReport/CmsaRreport-list': () => import('../reports/CmsaReportScreen'),
  '/MRVReport/EmissionReport': () => import('../reports/EmissionReportScreen'),
  '/MRVReport/ukMrvReport-list': () => import('../reports/UkMrvReportScreen'),
  '/MRVReport/reportManagement-list': () => import('../reports/EuMrvReportScreen'),
};

/** The verifier's inbox, the company's appointments, the accreditations (docs/verification.md §10). */
const VERIFICATION: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/verification/inbox': () => import('../verification/VerifierInboxScreen'),
  '/verification/appointments': () => import('../verification/AppointmentsScreen'),
  '/verification/accreditations': () => import('../verification/AccreditationsScreen'),
};

/** CII adjust and CII correct: one screen, two kinds. */
const ciiAdjust = (kind: 'adjustment' | 'correction'): Screen =>
  lazy(() =>
    withTexts(['system', 'reports', 'cii'], () => import('../cii/CiiAdjustScreen')).then((m) => ({
      default: m.ciiAdjustScreen(kind),
    })),
  );

/**
 * The screen for each menu url (docs/product-rules.md §2 "the screen at the folder matching the url"). Every page of
 * the seeded function tree is here; a url the server sends that is not here renders MissingModule.
 */
export const SCREENS: Record<string, Screen> = {
  '/dashboard': lazy(() => import('../dashboard/DashboardView')),
  ...Object.fromEntries(
    ['/docMng/list', '/docMng/list2'].map((url) => [
      url,
      lazy(() =>
        withTexts(['system', 'documents'], () => import('../documents/DocumentScreen')).then((m) => ({
          default: m.documentScreen(url),
        })),
      ),
    ]),
  ),
  '/ship/list': lazy(() => withTexts(['system', 'fleet'], () => import('../fleet/ShipListScreen'))),
  '/shipCompany/list': lazy(() => withTexts(['system', 'fleet'], () => import('../fleet/CompanyListScreen'))),
  '/energyStatistics/AnnualData': statistics('/energyStatistics/AnnualData'),
  '/energyStatistics/AnnualTarget': statistics('/energyStatistics/AnnualTarget'),
  '/energyStatistics/CompanyAnnualData': statistics('/energyStatistics/CompanyAnnualData'),
  '/energyStatistics/CompanyAnnualTarget': statistics('/energyStatistics/CompanyAnnualTarget'),
  '/MRVReport/AnnualTarget': statistics('/MRVReport/AnnualTarget'),
  '/energyEfficiency/index': lazy(() =>
    withTexts(['system', 'fleet', 'ledger'], () => import('../ledger/VoyageScreen')),
  ),
  // The inland fleet's read-only view of the same screen (`?shipId=` from the inland ship list).
  '/cmsashipManage/cmsaEnergyEfficiency': lazy(() =>
    withTexts(['system', 'fleet', 'ledger'], () => import('../ledger/VoyageScreen')).then((m) => ({
      default: m.ReadOnlyVoyageScreen,
    })),
  ),
  ...Object.fromEntries(
    Object.entries(LEDGER_ADMIN).map(([url, load]) => [
      url,
      lazy(() => withTexts(['system', 'fleet', 'ledgerAdmin'], load)),
    ]),
  ),
  // The upload centre; the ship list texts name the ships.
  '/MRVReport/UploadMRVReport': lazy(() =>
    withTexts(['system', 'fleet', 'uploads'], () => import('../uploads/UploadScreen')),
  ),
  // The trend analysis and the data-quality lists (charts lazy inside their screens).
  '/energyAnalysis/TrendAnalysis': lazy(() =>
    withTexts(['system', 'fleet', 'analysis'], () => import('../analysis/TrendScreen')),
  ),
  '/energyAnalysis/ComparisonAnalysis': lazy(() =>
    withTexts(['system', 'fleet', 'analysis'], () => import('../analysis/ComparisonScreen')),
  ),
  '/energyAnalysis/FuelConsumptionAnalysis': lazy(() =>
    withTexts(['system', 'fleet', 'statistics', 'analysis'], () => import('../analysis/FuelScreen')),
  ),
  '/energyAnalysis/RelevanceAnalysis': lazy(() =>
    withTexts(['system', 'fleet', 'analysis'], () => import('../analysis/RelevanceScreen')),
  ),
  // The fleet charts: one screen, the items charted per page (docs/analysis.md §6).
  '/MRVReport/DiagramExhibition': lazy(() =>
    withTexts(['system', 'fleet', 'analysis'], () => import('../analysis/FleetScreen')).then((m) => ({
      default: m.fleetScreen('diagram'),
    })),
  ),
  '/cmsashipManage/shipStatistics': lazy(() =>
    withTexts(['system', 'fleet', 'analysis'], () => import('../analysis/FleetScreen')).then((m) => ({
      default: m.fleetScreen('shipStatistics'),
    })),
  ),
  '/MRVReport/DataAssessment': lazy(() =>
    withTexts(['system', 'fleet', 'analysis'], () => import('../analysis/QualityScreens')).then((m) => ({
      default: m.DataAssessmentScreen,
    })),
  ),
  '/MRVReport/Segmentdetection': lazy(() =>
    withTexts(['system', 'fleet', 'analysis'], () => import('../analysis/QualityScreens')).then((m) => ({
      default: m.SegmentDetectionScreen,
    })),
  ),
  ...Object.fromEntries(
    Object.entries(REPORTS).map(([url, load]) => [
      url,
      lazy(() => withTexts(['system', 'reports', 'euMrv', 'ukMrv', 'euCompany'], load)),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(VERIFICATION).map(([url, load]) => [
      url,
      lazy(() => withTexts(['system', 'reports'], load)),
    ]),
  ),
  // The CII calculator with the year-end forecast and what-if.
  '/cii/calculator': lazy(() => withTexts(['system', 'cii'], () => import('../cii/CiiCalculatorScreen'))),
  // The CII fleet ratings with each ship's page and corrective action plans.
  '/cii/fleet': lazy(() => withTexts(['system', 'cii'], () => import('../cii/CiiFleetScreen'))),
  '/cii/adjust': ciiAdjust('adjustment'),
  '/cii/correct': ciiAdjust('correction'),
  '/MRVReport/fuelEuReport-list': lazy(() =>
    withTexts(['system', 'reports', 'fuelEu'], () => import('../reports/fuelEu/FuelEuReportScreen')),
  ),
  ...Object.fromEntries(
    [
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
      '/sysManage/sysDic',
      '/sysManage/testParam',
    ].map((url) => [url, dictionary(url)]),
  ),
  ...Object.fromEntries(
    [
      '/sysManage/sysUser',
      '/sysManage/role',
      '/sysManage/sysFunc',
      '/sysManage/sysLog',
      '/sysManage/sysShipAuth',
      '/sysPcappVersion/list',
    ].map((url) => [url, system(url)]),
  ),
};

export const isRegistered = (url: string) => url in SCREENS;
