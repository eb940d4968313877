import { PageFrame } from '@portal/shared/ui';
import { BackOfficeTabs } from '../../../components/BackOfficeTabs';
import { useT } from '../../../i18n';

/** `/admin/certification`: the members' stages, their certificates, the training and the question bank. */
export default function CertificationPage() {
  const { t } = useT();
  return <PageFrame title={t('certification.title')} tabs={<BackOfficeTabs />} intro={t('certification.intro')} />;
}
