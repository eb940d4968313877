import { useCallback, useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { PageFrame } from '@portal/shared/ui';
import { BackOfficeTabs } from '../../../components/BackOfficeTabs';
import { BankChangesPanel, MemberDetailsPanel, MemberSearch, useMemberDetails } from '../../../features/members';
import { useMemberSearch } from '../../../hooks/useMemberSearch';
import layout from '../../../styles/layout.module.css';
import { useT } from '../../../i18n';

/**
 * `/admin/members`: payout account changes waiting for approval; find a member, see their details and team,
 * correct their contact details, disable their sign-in or move them.
 */
export default function MembersPage() {
  const { t } = useT();
  const [text, setText] = useState('');
  // The open member is in the address (`?member=AP1001`), so Back walks back up the tree.
  const [params, setParams] = useSearchParams();
  const code = params.get('member');
  const search = useMemberSearch(text);
  const details = useMemberDetails(code);
  const open = useCallback((next: string) => setParams({ member: next }), [setParams]);

  return (
    <PageFrame title={t('members.title')} tabs={<BackOfficeTabs />}>
      <BankChangesPanel />
      <div className={layout.split}>
        <MemberSearch
          text={text}
          onText={setText}
          q={search.q}
          waiting={search.waiting}
          resource={search.resource}
          reload={search.reload}
          selected={code}
          onSelect={open}
        />
        <MemberDetailsPanel details={details} onOpen={open} />
      </div>
    </PageFrame>
  );
}
