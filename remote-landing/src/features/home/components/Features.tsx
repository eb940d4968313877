import { GraduationCapIcon, HeadsetIcon, RupeeIcon, UsersIcon } from '@portal/shared';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import styles from './Features.module.css';

interface Feature {
  id: string;
  title: string;
  text: string;
  Icon: (props: { size?: number }) => ReactNode;
}

/** The four things the network offers an agent, in the current language. */
function useAgentFeatures(): readonly Feature[] {
  const { t } = useT();
  return [
    { id: 'advisors', title: t('features.advisors.title'), text: t('features.advisors.text'), Icon: UsersIcon },
    { id: 'commissions', title: t('features.commissions.title'), text: t('features.commissions.text'), Icon: RupeeIcon },
    { id: 'training', title: t('features.training.title'), text: t('features.training.text'), Icon: GraduationCapIcon },
    { id: 'support', title: t('features.support.title'), text: t('features.support.text'), Icon: HeadsetIcon },
  ];
}

/** The "why join" section: the four things the network offers an agent. */
export function Features() {
  const { t } = useT();
  const features = useAgentFeatures();
  return (
    <section id="features" className={styles.section} aria-labelledby="features-title">
      <div className={styles.inner}>
        <h2 id="features-title" className={styles.heading}>
          {t('features.title')}
        </h2>
        <p className={styles.intro}>{t('features.intro')}</p>
        <ul className={styles.grid}>
          {features.map(({ id, title, text, Icon }) => (
            <li key={id} className={styles.card}>
              <span className={styles.icon}>
                <Icon size={28} />
              </span>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.text}>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
