import 'i18next';
import type en from './en.json';
import type kitEn from './kit/en.json';
import type systemEn from './system/en.json';
import type fleetEn from './fleet/en.json';
import type ledgerEn from './ledger/en.json';
import type ledgerFormsEn from './ledgerForms/en.json';
import type ledgerAdminEn from './ledgerAdmin/en.json';
import type documentsEn from './documents/en.json';
import type uploadsEn from './uploads/en.json';
import type analysisEn from './analysis/en.json';
import type statisticsEn from './statistics/en.json';
import type reportsEn from './reports/en.json';
import type ciiEn from './cii/en.json';
import type euMrvEn from './euMrv/en.json';
import type fuelEuEn from './fuelEu/en.json';
import type ukMrvEn from './ukMrv/en.json';
import type euCompanyEn from './euCompany/en.json';

// Typed keys: a missing or misspelt key fails `tsc` (docs/architecture.md §10). The imports are types only,
// so the area texts still load with their screens (areaTexts.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      kit: typeof kitEn;
      system: typeof systemEn;
      fleet: typeof fleetEn;
      ledger: typeof ledgerEn;
      ledgerForms: typeof ledgerFormsEn;
      ledgerAdmin: typeof ledgerAdminEn;
      documents: typeof documentsEn;
      uploads: typeof uploadsEn;
      analysis: typeof analysisEn;
      statistics: typeof statisticsEn;
      reports: typeof reportsEn;
      cii: typeof ciiEn;
      euMrv: typeof euMrvEn;
      fuelEu: typeof fuelEuEn;
      ukMrv: typeof ukMrvEn;
      euCompany: typeof euCompanyEn;
    };
  }
}
