import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './Card.module.css';

export interface CardProps {
  /** The card's heading; it names the card (a section labelled by it). */
  title?: ReactNode;
  /** The heading's level: 2 unless told. */
  headingLevel?: 2 | 3;
  /** The heading's id, when something else refers to it; generated otherwise. */
  titleId?: string | undefined;
  /** Beside the title (a button, a link). */
  actions?: ReactNode;
  /** Sets aria-busy while its content loads. */
  busy?: boolean;
  className?: string | undefined;
  children?: ReactNode;
}

/** A bordered panel with its title and its parts one under the other. */
export function Card({ title, headingLevel = 2, titleId, actions, busy, className, children }: CardProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const heading = title ? (
    <Heading id={headingId} className={styles.title}>
      {title}
    </Heading>
  ) : null;
  return (
    <section className={cx(styles.card, className)} aria-labelledby={title ? headingId : undefined} aria-busy={busy || undefined}>
      {heading && actions ? (
        <div className={styles.header}>
          {heading}
          <div className={styles.actions}>{actions}</div>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
