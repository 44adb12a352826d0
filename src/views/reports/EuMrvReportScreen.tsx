import { RegimeReportsScreen } from './RegimeReportsScreen';

/** `/MRVReport/reportManagement-list`: EU MRV reports; their pages list the voyages with shares and reasons. */
export default function EuMrvReportScreen() {
  return <RegimeReportsScreen regime="euMrv" />;
}
