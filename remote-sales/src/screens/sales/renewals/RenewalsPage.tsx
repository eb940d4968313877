/** The Renewals tab of the sales area (being built). */
export default function RenewalsPage() {
  return <h1>Renewals</h1>;
}
