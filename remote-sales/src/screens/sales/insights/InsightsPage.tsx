/** The Insights tab of the sales area (being built). */
export default function InsightsPage() {
  return <h1>Insights</h1>;
}
