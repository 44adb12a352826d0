import { RegimeReportsScreen } from './RegimeReportsScreen';

/** `/MRVReport/ImoDcsRreport-list`. */
export default function ImoDcsReportScreen() {
  return <RegimeReportsScreen regime="imoDcs" />;
}
