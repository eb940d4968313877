export default function TermsPage() {
  return (
    <article style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>Terms of Service</h1>
    </article>
  );
}
