/** The Payouts tab of the sales area (being built). */
export default function PayoutsPage() {
  return <h1>Payouts</h1>;
}
