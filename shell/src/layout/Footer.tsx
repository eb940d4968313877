import type { ReactNode } from 'react';
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
        <FooterColumn id="footer-about" title={t('footer.about')}>
          <p className={styles.text}>{t('footer.aboutText')}</p>
        </FooterColumn>
        <FooterColumn as="nav" id="footer-links" title={t('footer.quickLinks')}>
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
        </FooterColumn>
        <FooterColumn id="footer-contact" title={t('footer.contactUs')}>
          <ul className={styles.list}>
            <li>
              <EnvelopeIcon size={16} /> <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              <PhoneIcon size={16} /> <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </li>
          </ul>
        </FooterColumn>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
    </footer>
  );
}

/** A column of the footer: a section (or the links' nav) named by its heading. */
function FooterColumn({
  id,
  title,
  as: Element = 'section',
  children,
}: {
  id: string;
  title: string;
  as?: 'section' | 'nav';
  children: ReactNode;
}) {
  return (
    <Element aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Element>
  );
}
