import { SalesAreaPage } from '../components/SalesAreaPage';

/** The Renewals tab of the sales area (being built). */
export default function RenewalsPage() {
  return <SalesAreaPage title="Renewals" />;
}
