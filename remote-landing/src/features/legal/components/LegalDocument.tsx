import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE, localeOf, parseLanguage, type Language } from '@portal/shared';
import { useT } from '../../../i18n';
import styles from './LegalDocument.module.css';

export interface LegalSection {
  /** Fragment id, e.g. `your-rights`: sections can be linked to directly. */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  lastUpdated: string;
  summary: ReactNode;
  sections: readonly LegalSection[];
}

/** A date as the documents show it, e.g. 15 November 2026 (en-IN) or 15 नवंबर 2026 (hi-IN). */
export function formatLegalDate(iso: string, language: Language = 'en'): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** A policy page: title, last-updated date, a table of contents and numbered sections with real headings. */
export function LegalDocument({ title, lastUpdated, summary, sections }: LegalDocumentProps) {
  const { t, i18n } = useT();
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const tocId = `${sections[0]?.id ?? 'legal'}-toc`;
  return (
    <article className={styles.document} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.updated}>
          {t('legal.lastUpdated')} <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated, language)}</time>
        </p>
        <div className={styles.summary}>{summary}</div>
      </header>

      <nav className={styles.toc} aria-labelledby={tocId}>
        <h2 id={tocId} className={styles.tocTitle}>
          {t('legal.contents')}
        </h2>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
            <span className={styles.number}>{index + 1}.</span> {section.title}
          </h2>
          <div className={styles.body}>{section.content}</div>
        </section>
      ))}
    </article>
  );
}

/** Class names for content inside a section (tables, the contact card). */
export const legalStyles = { tableWrap: styles.tableWrap, card: styles.card };
