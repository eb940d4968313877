export default function SetPasswordPage() {
  return (
    <section style={{ maxWidth: '28rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>Set Your Password</h1>
    </section>
  );
}
