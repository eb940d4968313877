import { SalesAreaPage } from '../components/SalesAreaPage';

/** The Payouts tab of the sales area (being built). */
export default function PayoutsPage() {
  return <SalesAreaPage title="Payouts" />;
}
