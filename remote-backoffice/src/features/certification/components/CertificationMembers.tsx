import { Card, visuallyHidden } from '@portal/shared/ui';
import { useCertificationMembers } from '../hooks/useCertificationMembers';
import { CertificationMemberDetails } from './CertificationMemberDetails';
import { CertificationMemberTable, memberButtonId } from './CertificationMemberTable';
import { StageFilter } from './StageFilter';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import { useFocusBackOnClose } from '../../../hooks/useFocusBackOnClose';
import { count } from '../../../lib/format';
import layout from '../../../styles/layout.module.css';
import { useT } from '../../../i18n';

/** The members by certification stage, page by page, and the member opened with their certificates. */
export function CertificationMembers() {
  const { t } = useT();
  const view = useCertificationMembers();
  const { list, opened } = view;
  const shown = list.items.length;
  useFocusBackOnClose(opened === null ? null : memberButtonId(opened));
  const summary =
    list.loading || list.error
      ? ''
      : list.hasMore
        ? t('certification.members.shownMore', { count: shown, n: count(shown) })
        : t('certification.members.shown', { count: shown, n: count(shown) });
  const empty = view.q
    ? t('certification.members.noMatch', { q: view.q })
    : view.stage
      ? t('certification.members.emptyStage')
      : t('certification.members.empty');
  return (
    <div className={layout.stack}>
      <Card aria-label={t('certification.members.region')} busy={list.loading}>
        <StageFilter stage={view.stage} counts={view.counts} onStage={view.setStage} search={view.search} onSearch={view.setSearch} />
        <p className={visuallyHidden} role="status" aria-live="polite">
          {summary}
        </p>
        <ListStatus list={list} loading={t('certification.members.loading')} empty={empty} />
        {shown > 0 ? <CertificationMemberTable members={list.items} opened={view.opened} onOpen={view.open} /> : null}
        <LoadMore list={list} />
      </Card>
      {opened ? <CertificationMemberDetails key={opened} code={opened} onClose={() => view.open(null)} /> : null}
    </div>
  );
}
