import { RegimeReportsScreen } from './RegimeReportsScreen';

/** `/MRVReport/ukMrvReport-list`: UK MRV / UK ETS reports on the shared lifecycle. */
export default function UkMrvReportScreen() {
  return <RegimeReportsScreen regime="ukMrv" />;
}
