import { BackOfficePage } from '../../../components/BackOfficePage';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { useAuditLog } from './useAuditLog';
import { ListStatus, LoadMore } from '../../../components/ListStatus';
import feedback from '../../../styles/feedback.module.css';
import layout from '../../../styles/layout.module.css';

/** `/admin/audit`: every operator action (who, what, when, which record, before → after), filtered. */
export default function AuditLogPage() {
  const audit = useAuditLog();
  const { list } = audit;
  const count = list.items.length;
  const summary =
    list.loading || list.error ? '' : `${count} ${count === 1 ? 'entry' : 'entries'} shown${list.hasMore ? '; more with Load more' : ''}.`;
  return (
    <BackOfficePage title="Audit log">
      <AuditFilters values={audit.draft} errors={audit.errors} onChange={audit.setField} onApply={audit.apply} onClear={audit.clear} />
      <section className={layout.stack} aria-label="Audit entries">
        <p className={feedback.visuallyHidden} role="status" aria-live="polite">
          {summary}
        </p>
        <ListStatus
          list={list}
          noun="the audit log"
          empty={audit.filtered ? 'No actions match these filters.' : 'No operator actions have been recorded yet.'}
        />
        {count > 0 ? <AuditTable entries={list.items} /> : null}
        <LoadMore list={list} />
      </section>
    </BackOfficePage>
  );
}
