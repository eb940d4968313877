import { useState } from 'react';
import { Link } from '@portal/shared/router';
import { productIcons } from './icons';
import { useT } from '../../../i18n';
import { PRODUCT_IDS } from '../lib/products';
import styles from './Hero.module.css';

const FLOATING_ICON_COUNT = 12;
const iconCycle = PRODUCT_IDS.map((id) => productIcons[id]);

/**
 * Whether this render takes over from the page's pre-rendered HTML (the shell includes this remote's
 * prerender.html on `/`): that hero has already faded in, so this one must not fade in again.
 */
function replacesPrerenderedHero(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[data-hero-prerendered]') !== null;
}

/** The hero: headline, the "under development" notice, and 12 decorative floating icons. */
export function Hero() {
  const { t } = useT();
  const [shown] = useState(replacesPrerenderedHero);
  const prerendering = typeof document === 'undefined';
  return (
    <section className={styles.hero} aria-labelledby="hero-title" data-hero-prerendered={prerendering ? '' : undefined}>
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
