export default function ActivityPage() {
  return (
    <section style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>Activity Points Page</h1>
    </section>
  );
}
