import { useEffect, useId, useRef } from 'react';
import { formatPaise } from '@portal/shared';
import type { MemberDetails, MemberTotals } from '@portal/shared/validation';
import { MoveAction } from './MoveAction';
import { SignInAction } from './SignInAction';
import type { useMemberDetails } from './useMemberDetails';
import { levelText, memberLabel, signInText, teamText } from './memberText';
import styles from './Members.module.css';

export interface MemberDetailsPanelProps {
  details: ReturnType<typeof useMemberDetails>;
  onOpen: (code: string) => void;
}

const joined = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function SalesRow({ label, totals }: { label: string; totals: MemberTotals }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={styles.number}>{totals.count.toLocaleString('en-IN')}</td>
      <td className={styles.number}>{formatPaise(totals.netPremiumPaise)}</td>
      <td className={styles.number}>{formatPaise(totals.payOutPaise)}</td>
    </tr>
  );
}

/** The chosen member: details with numbers masked, parent and direct team to walk the tree, sales, actions. */
export function MemberDetailsPanel({ details, onOpen }: MemberDetailsPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { resource, reload, action } = details;
  const shown = resource.status === 'ready' ? resource.value.coCode : null;
  // Opening a parent or a child replaces the button that was pressed: the focus goes to the new heading.
  useEffect(() => {
    const active = document.activeElement;
    if (shown && (!active || active === document.body)) heading.current?.focus();
  }, [shown]);
  if (resource.status === 'idle') {
    return (
      <section className={styles.card} aria-label="Member">
        <p className={styles.muted}>Choose a member to see their details and team.</p>
      </section>
    );
  }
  if (resource.status === 'loading') {
    return (
      <section className={styles.card} aria-label="Member" aria-busy="true">
        <p className={styles.muted} role="status">
          Loading the member…
        </p>
      </section>
    );
  }
  if (resource.status === 'error') {
    return (
      <section className={styles.card} aria-label="Member">
        <div className={styles.errorBox} role="alert">
          <p>{resource.message}</p>
          <button type="button" className={styles.secondary} onClick={reload}>
            Try again
          </button>
        </div>
      </section>
    );
  }

  const member: MemberDetails = resource.value;
  const busy = action.status === 'busy';
  const facts: [string, string | null][] = [
    ['E-mail', member.email],
    ['Mobile', member.mobile],
    ['Level', levelText(member.depth)],
    ['Team', teamText(member.subtreeSize)],
    ['Sign-in', signInText(member)],
    ['Joined', joined(member.joinedAt)],
    ['PAN', member.pan],
    ['Aadhaar', member.aadhaar],
    ['Bank', member.bankAccount ? `${member.bankName ?? ''} ${member.bankAccount}`.trim() : member.bankName],
  ];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.cardTitle}>
        {memberLabel(member)}
      </h2>
      <p className={styles.muted}>
        {member.parentCoCode ? (
          <>
            Under{' '}
            <button type="button" className={styles.link} onClick={() => onOpen(member.parentCoCode!)}>
              {member.parentName} ({member.parentCoCode})
            </button>
          </>
        ) : (
          'A top member (no parent)'
        )}
      </p>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={styles.breakable}>{value ?? 'Not given'}</dd>
          </div>
        ))}
      </dl>

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>Sales, all time</caption>
          <thead>
            <tr>
              <th scope="col">Whose</th>
              <th scope="col" className={styles.number}>Policies</th>
              <th scope="col" className={styles.number}>Net premium</th>
              <th scope="col" className={styles.number}>Pay out</th>
            </tr>
          </thead>
          <tbody>
            <SalesRow label="Their own" totals={member.ownSales} />
            <SalesRow label="With their team" totals={member.subtreeSales} />
          </tbody>
        </table>
      </div>

      <h3 className={styles.subTitle}>Direct team ({member.childCount.toLocaleString('en-IN')})</h3>
      {member.children.length ? (
        <ul className={styles.children}>
          {member.children.map((child) => (
            <li key={child.coCode}>
              <button type="button" className={styles.link} onClick={() => onOpen(child.coCode)}>
                {memberLabel(child)}
              </button>{' '}
              <span className={styles.muted}>· {teamText(child.subtreeSize)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Nobody is directly under them.</p>
      )}
      {member.childCount > member.children.length ? (
        <p className={styles.muted}>Showing the first {member.children.length} by name; search to find the others.</p>
      ) : null}

      <h3 className={styles.subTitle}>Actions</h3>
      <div className={styles.actions}>
        <SignInAction member={member} busy={busy} onConfirm={(enabled) => details.setSignIn(member, enabled)} />
      </div>
      <MoveAction member={member} busy={busy} onConfirm={(parent) => details.move(member, parent)} />
      <p className={styles.success} aria-live="polite">
        {action.status === 'done' ? action.message : ''}
      </p>
      {action.status === 'error' ? (
        <p className={styles.error} role="alert">
          {action.message}
        </p>
      ) : null}
    </section>
  );
}
