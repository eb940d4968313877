import { useEffect } from 'react';
import { Link, useLocation } from '@portal/shared/router';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = 'Page not found · Agent Portal';
  }, []);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <p>
        <Link to="/" className={styles.home}>
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
