export default function SalesPage() {
  return (
    <section style={{ maxWidth: '72rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>Sales</h1>
    </section>
  );
}
