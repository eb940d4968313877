import { PageFrame } from '@portal/shared/ui';
import { useSearchParams } from '@portal/shared/router';
import { BackOfficeTabs } from '../../../components/BackOfficeTabs';
import { CertificationMembers, QuestionBank, TrainingModules } from '../../../features/certification';
import layout from '../../../styles/layout.module.css';
import { useT } from '../../../i18n';

const VIEWS = ['members', 'training', 'questions'] as const;
type View = (typeof VIEWS)[number];

/** `/admin/certification`: the members' stages and certificates, the training modules, the question bank (`?view=`). */
export default function CertificationPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: View = (VIEWS as readonly string[]).includes(asked ?? '') ? (asked as View) : 'members';
  const labels: Record<View, string> = {
    members: t('certification.views.members'),
    training: t('certification.views.training'),
    questions: t('certification.views.questions'),
  };
  return (
    <PageFrame title={t('certification.title')} tabs={<BackOfficeTabs />} intro={t('certification.intro')}>
      <div className={layout.stack}>
        <div role="group" aria-label={t('certification.views.label')} className={layout.segments}>
          {VIEWS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={value === view}
              className={value === view ? `${layout.segment} ${layout.segmentOn}` : layout.segment}
              onClick={() => setParams(value === 'members' ? {} : { view: value })}
            >
              {labels[value]}
            </button>
          ))}
        </div>
        {view === 'members' ? <CertificationMembers /> : null}
        {view === 'training' ? <TrainingModules /> : null}
        {view === 'questions' ? <QuestionBank /> : null}
      </div>
    </PageFrame>
  );
}
