import { useId, type ReactNode } from 'react';
import styles from './FormCard.module.css';

export interface FormCardProps {
  title: string;
  intro?: ReactNode;
  /** A wider card for long forms (sign-up). */
  wide?: boolean;
  children: ReactNode;
}

/** The centred card every onboarding screen sits in: the page heading, an intro line, the form. */
export function FormCard({ title, intro, wide = false, children }: FormCardProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <div className={styles.body}>{children}</div>
      </section>
    </div>
  );
}
