import styles from './LandingPage.module.css';

const features = [
  { title: 'Expert Advisors', text: 'Learn from experienced insurance advisors who guide you at every step.' },
  { title: 'Competitive Commissions', text: 'Earn attractive commissions on every policy you sell.' },
  { title: 'Comprehensive Training', text: 'Product and sales training to help you grow with confidence.' },
  { title: '24/7 Support', text: 'Our team is here for you and your customers around the clock.' },
];

const products = [
  { id: 'health', title: 'Health Insurance', points: ['Family', 'Senior citizen', 'Critical illness', 'Personal accident'] },
  { id: 'life', title: 'Life Insurance', points: ["Replacing lost income", 'Paying off debts', "Children's education", 'Everyday expenses'] },
  { id: 'car', title: 'Car Insurance', points: ['Zero depreciation', 'Roadside assistance', '24/7 claim support', 'NCB protection'] },
  { id: 'scooter', title: 'Two-Wheeler Insurance', points: ['Personal accident cover', 'Third party liability', 'Quick claim settlement', 'Add-on covers'] },
];

export default function LandingPage() {
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <h1 id="hero-title">Grow your career as an insurance agent</h1>
        <p className={styles.notice}>
          Our website is under development. Our insurance partners will be revealed soon.
        </p>
      </section>
      <section id="features" className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title">Why join our network</h2>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="products" className={styles.section} aria-labelledby="products-title">
        <h2 id="products-title">Our products</h2>
        <ul className={styles.grid}>
          {products.map((product) => (
            <li key={product.id} className={styles.card}>
              <h3>{product.title}</h3>
              <ul>
                {product.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section id="contact" className={styles.section} aria-labelledby="contact-title">
        <h2 id="contact-title">Contact us</h2>
        <p>Have a question about joining? Write to us using the details below.</p>
      </section>
    </div>
  );
}
