import { PageFrame } from '@portal/shared/ui';
import { BackOfficeTabs } from '../../components/BackOfficeTabs';
import { ApplicationDetails, ApplicationList, ApplicationsToolbar, useApplications } from '../../features/applications';
import feedback from '../../styles/feedback.module.css';
import layout from '../../styles/layout.module.css';
import { useT } from '../../i18n';

/** `/admin`: applications to review (pending, approved, rejected), their details, and the decisions on them. */
export default function ApplicationsPage() {
  const { t } = useT();
  const page = useApplications();
  const { setSelectedId } = page;

  return (
    <PageFrame title={t('applications.title')} tabs={<BackOfficeTabs />}>
      <ApplicationsToolbar
        status={page.status}
        counts={page.counts}
        onStatus={page.setStatus}
        search={page.search}
        onSearch={page.setSearch}
      />
      <div className={layout.split}>
        <ApplicationList list={page.list} status={page.status} q={page.q} selectedId={page.selectedId} onSelect={setSelectedId} />
        {page.selectedId !== null ? (
          <ApplicationDetails key={page.selectedId} id={page.selectedId} onClose={() => setSelectedId(null)} />
        ) : (
          <p className={feedback.note}>{t('applications.choose')}</p>
        )}
      </div>
    </PageFrame>
  );
}
