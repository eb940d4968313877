import { usePrerendered, EnvelopeIcon, PhoneIcon } from '@portal/shared';
import { RoundBadge } from '@portal/shared/ui';
import { contactDetails } from '../../../lib/contactDetails';
import { useT } from '../../../i18n';
import { ContactForm } from './ContactForm';
import { Features } from './Features';
import { Hero } from './Hero';
import { ProductTiles } from './ProductTiles';
import { ScrollToTopButton } from './ScrollToTopButton';
import styles from './Home.module.css';

/**
 * The public home page: hero, features, products and contact, in that order.
 * The shell scrolls to `/#features`, `/#products` and `/#contact`; this page only provides the ids.
 */
export function Home() {
  const { t } = useT();
  // The contact details come from config.json, which the pre-rendered markup was made without.
  const contact = usePrerendered().hydrated ? contactDetails() : null;
  return (
    <div className={styles.page}>
      <Hero />
      <Features />

      <section id="products" className={`${styles.section} ${styles.alt}`} aria-labelledby="products-title">
        <div className={styles.inner}>
          <h2 id="products-title" className={`${styles.heading} ${styles.centered}`}>
            {t('products.title')}
          </h2>
          <p className={styles.intro}>{t('products.intro')}</p>
          <ProductTiles />
        </div>
      </section>

      <section id="contact" className={styles.section} aria-labelledby="contact-title">
        <div className={`${styles.inner} ${styles.contactLayout}`}>
          <div className={styles.contactInfo}>
            <h2 id="contact-title" className={styles.heading}>
              {t('contact.title')}
            </h2>
            <p className={styles.lead}>{t('contact.lead')}</p>
            {contact ? (
              <ul className={styles.channels}>
                <li>
                  <RoundBadge tone="soft">
                    <EnvelopeIcon size={20} />
                  </RoundBadge>
                  <span>
                    <span className={styles.channelLabel}>{t('contact.email')}</span>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </span>
                </li>
                <li>
                  <RoundBadge tone="soft">
                    <PhoneIcon size={20} />
                  </RoundBadge>
                  <span>
                    <span className={styles.channelLabel}>{t('contact.phone')}</span>
                    <a href={contact.phoneHref}>{contact.phone}</a>
                  </span>
                </li>
              </ul>
            ) : null}
          </div>
          <ContactForm />
        </div>
      </section>

      <ScrollToTopButton focusTargetId="hero-title" />
    </div>
  );
}
