import { SalesAreaPage } from '../components/SalesAreaPage';

/** The Insights tab of the sales area (being built). */
export default function InsightsPage() {
  return <SalesAreaPage title="Insights" />;
}
