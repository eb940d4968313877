import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading; it names the card (a section labelled by it). Without one, name it with aria-label. */
  title?: ReactNode;
  /** The heading's level: 2 unless told. */
  headingLevel?: 2 | 3;
  /** The heading's id, when something else refers to it; generated otherwise. */
  titleId?: string | undefined;
  /** The heading, for a caller that moves the focus to it (it then takes the focus, not a Tab stop). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  /** On the heading, beside its own look (a larger title, say). */
  titleClassName?: string | undefined;
  /** Beside the title (a button, a link). */
  actions?: ReactNode;
  /** Sets aria-busy while its content loads. */
  busy?: boolean;
  className?: string | undefined;
  children?: ReactNode;
}

/** A bordered panel with its title and its parts one under the other. Other attributes go on its section. */
export function Card({
  title,
  headingLevel = 2,
  titleId,
  headingRef,
  titleClassName,
  actions,
  busy,
  className,
  children,
  ...section
}: CardProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const heading = title ? (
    <Heading id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={cx(styles.title, titleClassName)}>
      {title}
    </Heading>
  ) : null;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      {...section}
      className={cx(styles.card, className)}
      aria-busy={busy || section['aria-busy'] || undefined}
    >
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
