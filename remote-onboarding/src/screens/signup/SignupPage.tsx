export default function SignupPage() {
  return (
    <section style={{ maxWidth: '28rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>Join Our Network</h1>
    </section>
  );
}
