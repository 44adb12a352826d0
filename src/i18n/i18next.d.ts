import 'i18next';
import type en from './en.json';
import type systemEn from './system/en.json';
import type fleetEn from './fleet/en.json';
import type ledgerEn from './ledger/en.json';
import type ledgerFormsEn from './ledgerForms/en.json';
import type ledgerAdminEn from './ledgerAdmin/en.json';
import type documentsEn from './documents/en.json';
import type uploadsEn from './uploads/en.json';
import type analysisEn from './analysis/en.json';
import type analysis2En from './analysis2/en.json';
import type statisticsEn from './statistics/en.json';
import type reportsEn from './reports/en.json';
import type crossRegimeEn from './crossRegime/en.json';
import type ciiEn from './cii/en.json';
import type euReportsEn from './euReports/en.json';
import type ciiAdjustEn from './ciiAdjust/en.json';
import type fuelEuEn from './fuelEu/en.json';
import type ukcoEn from './ukco/en.json';
import type etscoEn from './etsco/en.json';
import type partbcEn from './partbc/en.json';

// Typed keys: a missing or misspelt key fails `tsc` (docs/architecture.md §10). The imports are types only,
// so the system and fleet texts still load with their screens (areaTexts.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      system: typeof systemEn;
      fleet: typeof fleetEn;
      ledger: typeof ledgerEn;
      ledgerForms: typeof ledgerFormsEn;
      ledgerAdmin: typeof ledgerAdminEn;
      documents: typeof documentsEn;
      uploads: typeof uploadsEn;
      analysis: typeof analysisEn;
      analysis2: typeof analysis2En;
      statistics: typeof statisticsEn;
      reports: typeof reportsEn;
      crossRegime: typeof crossRegimeEn;
      cii: typeof ciiEn;
      euReports: typeof euReportsEn;
      ciiAdjust: typeof ciiAdjustEn;
      fuelEu: typeof fuelEuEn;
      ukco: typeof ukcoEn;
      etsco: typeof etscoEn;
      partbc: typeof partbcEn;
    };
  }
}
