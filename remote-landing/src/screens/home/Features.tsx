import type { ReactNode } from 'react';
import { GraduationCapIcon, HeadsetIcon, RupeeIcon, UsersIcon } from '../../components/icons';
import styles from './Features.module.css';

interface Feature {
  title: string;
  text: string;
  Icon: (props: { size?: number }) => ReactNode;
}

export const agentFeatures: readonly Feature[] = [
  {
    title: 'Expert Advisors',
    text: 'Work alongside experienced advisors who help you choose the right plan for every customer and close with confidence.',
    Icon: UsersIcon,
  },
  {
    title: 'Competitive Commissions',
    text: 'Earn attractive, transparent commissions on every policy you sell, paid on time and visible in your portal.',
    Icon: RupeeIcon,
  },
  {
    title: 'Comprehensive Training',
    text: 'Product, compliance and sales training, including preparation for the IRDAI-mandated certification.',
    Icon: GraduationCapIcon,
  },
  {
    title: '24/7 Support',
    text: 'Our team is there for you and your customers around the clock, from quotes to claims.',
    Icon: HeadsetIcon,
  },
];

/** The "why join" section: the four things the network offers an agent (spec §1). */
export function Features() {
  return (
    <section id="features" className={styles.section} aria-labelledby="features-title">
      <div className={styles.inner}>
        <h2 id="features-title" className={styles.heading}>
          Why Partner With Us
        </h2>
        <p className={styles.intro}>Everything you need to build a successful insurance business.</p>
        <ul className={styles.grid}>
          {agentFeatures.map(({ title, text, Icon }) => (
            <li key={title} className={styles.card}>
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
