import { usePrerendered } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { productIcons } from './icons';
import { useT } from '../../../i18n';
import { PRODUCT_IDS } from '../lib/products';
import styles from './Hero.module.css';

const FLOATING_ICON_COUNT = 12;
const iconCycle = PRODUCT_IDS.map((id) => productIcons[id]);

/** The hero: headline, the "under development" notice, and 12 decorative floating icons. */
export function Hero() {
  const { t } = useT();
  // Over the pre-rendered hero, which has already faded in: shown at once, not faded in again.
  const shown = usePrerendered().adopted;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.floating} aria-hidden="true" data-testid="floating-icons">
        {Array.from({ length: FLOATING_ICON_COUNT }, (_, index) => {
          const Icon = iconCycle[index % iconCycle.length]!;
          return (
            <span key={index} className={styles.floatingIcon}>
              <Icon size={32} />
            </span>
          );
        })}
      </div>
      <div className={shown ? `${styles.content} ${styles.shown}` : styles.content}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className={styles.title} tabIndex={-1}>
          {t('hero.title')}
        </h1>
        <p className={styles.lead}>{t('hero.lead')}</p>
        <p className={styles.notice} role="note">
          {t('hero.notice')}
        </p>
        <div className={styles.actions}>
          <Link to="/signup" className={styles.primaryAction}>
            {t('hero.join')}
          </Link>
          <Link to={{ pathname: '/', hash: '#products' }} className={styles.secondaryAction}>
            {t('hero.explore')}
          </Link>
        </div>
      </div>
    </section>
  );
}
