import { useId } from 'react';
import { BackOfficePage } from '../../components/BackOfficePage';
import { ApplicationDetails } from './ApplicationDetails';
import { ApplicationList } from './ApplicationList';
import { ApplicationStatusFilter } from './ApplicationStatusFilter';
import { useApplications } from './useApplications';
import feedback from '../../styles/feedback.module.css';
import forms from '../../styles/forms.module.css';
import layout from '../../styles/layout.module.css';
import styles from './ApplicationsPage.module.css';
import { useT } from '../../i18n';

/** `/admin`: applications to review (pending, approved, rejected), their details, and the decisions on them. */
export default function ApplicationsPage() {
  const { t } = useT();
  const page = useApplications();
  const searchId = useId();
  const { setSelectedId } = page;

  return (
    <BackOfficePage title={t('applications.title')}>
      <div className={styles.toolbar}>
        <ApplicationStatusFilter value={page.status} counts={page.counts} onChange={page.setStatus} />
        <div className={styles.search}>
          <label htmlFor={searchId}>{t('applications.search')}</label>
          <input
            id={searchId}
            type="search"
            className={forms.input}
            value={page.search}
            maxLength={100}
            placeholder={t('applications.searchPlaceholder')}
            onChange={(event) => page.setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className={layout.split}>
        <ApplicationList list={page.list} status={page.status} q={page.q} selectedId={page.selectedId} onSelect={setSelectedId} />
        {page.selectedId !== null ? (
          <ApplicationDetails key={page.selectedId} id={page.selectedId} onClose={() => setSelectedId(null)} />
        ) : (
          <p className={feedback.note}>{t('applications.choose')}</p>
        )}
      </div>
    </BackOfficePage>
  );
}
