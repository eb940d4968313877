import { Link } from '@portal/shared/router';
import { EnvelopeIcon, PhoneIcon, getConfig, indiaDate } from '@portal/shared';
import { useT } from '../i18n';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useT();
  const { email, phone } = getConfig().contact;
  const year = indiaDate().slice(0, 4);
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {t('footer.about')}
          </h2>
          <p className={styles.text}>{t('footer.aboutText')}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms-of-service">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('footer.contact')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contactUs')}
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
      <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
    </footer>
  );
}
