import { RegimeReportsScreen } from './RegimeReportsScreen';

/** `/MRVReport/CmsaRreport-list`. */
export default function CmsaReportScreen() {
  return <RegimeReportsScreen regime="chinaMsa" />;
}
