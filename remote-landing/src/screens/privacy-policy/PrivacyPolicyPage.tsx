export default function PrivacyPolicyPage() {
  return (
    <article style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>Privacy Policy</h1>
    </article>
  );
}
