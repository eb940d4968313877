export default function LoginPage() {
  return (
    <section style={{ maxWidth: '28rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>Welcome Back</h1>
    </section>
  );
}
