import { Link } from '@portal/shared/router';
import { EnvelopeIcon, PhoneIcon, getConfig } from '@portal/shared';
import styles from './Footer.module.css';

export function Footer() {
  const { email, phone } = getConfig().contact;
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            About Us
          </h2>
          <p className={styles.text}>An insurance distribution network helping agents serve families across India.</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact Us
          </h2>
          <ul className={styles.list}>
            <li>
              <EnvelopeIcon size={16} /> <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              <PhoneIcon size={16} /> <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>© {year} Agent Portal. All rights reserved.</p>
    </footer>
  );
}
