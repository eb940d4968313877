import { useSearchParams } from '@portal/shared/router';
import { PageFrame } from '@portal/shared/ui';
import { BackOfficeTabs } from '../../../components/BackOfficeTabs';
import { ContactMessages, InboxParts, MailOutbox, type InboxPart } from '../../../features/inbox';
import { useT } from '../../../i18n';

/** `/admin/inbox`: the contact form's messages, or the mail outbox (`?view=outbox`, so a link keeps the part). */
export default function InboxPage() {
  const { t } = useT();
  const [search, setSearch] = useSearchParams();
  const part: InboxPart = search.get('view') === 'outbox' ? 'outbox' : 'messages';
  const choose = (next: InboxPart) => setSearch(next === 'outbox' ? { view: 'outbox' } : {}, { replace: true });
  return (
    <PageFrame title={t('inbox.title')} tabs={<BackOfficeTabs />}>
      <InboxParts part={part} onChoose={choose} />
      {part === 'messages' ? <ContactMessages /> : <MailOutbox />}
    </PageFrame>
  );
}
