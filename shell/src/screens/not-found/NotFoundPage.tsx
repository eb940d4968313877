import { useEffect } from 'react';
import { Link, useLocation } from '@portal/shared/router';
import { useLanguage } from '@portal/shared';
import { useT } from '../../i18n';
import styles from './NotFoundPage.module.css';

const MARK = '\u0000';

export function NotFoundPage() {
  const { t } = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  // The path goes where the sentence has it, in code type: the text around it from the catalogue.
  const [before = '', after = ''] = t('notFound.text', { path: MARK }).split(MARK);
  useEffect(() => {
    document.title = t('notFound.documentTitle');
  }, [t, language]);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>
        {before}
        <code>{pathname}</code>
        {after}
      </p>
      <p>
        <Link to="/" className={styles.home}>
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
