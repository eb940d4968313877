import { Button, DataTable, type DataTableColumn } from '@portal/shared/ui';
import type { CertificationMember } from '@portal/shared/admin';
import { stageLabel, trainingText } from '../lib/certificationText';
import { count, formatDate, formatWhen } from '../../../lib/format';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

/** The id of the button that opens a member: the focus goes back to it when the member is closed. */
export const memberButtonId = (code: string): string => `open-certification-${code}`;

export interface CertificationMemberTableProps {
  members: readonly CertificationMember[];
  opened: string | null;
  onOpen: (code: string) => void;
}

/** Each member's stage: training time done of required, exam attempts, the certificate's number and date. */
export function CertificationMemberTable({ members, opened, onOpen }: CertificationMemberTableProps) {
  const { t } = useT();
  const columns: DataTableColumn<CertificationMember>[] = [
    {
      header: t('certification.members.member'),
      cell: (m) => (
        <Button
          id={memberButtonId(m.coCode)}
          className={styles.start}
          variant="link"
          aria-current={m.coCode === opened ? 'true' : undefined}
          onClick={() => onOpen(m.coCode)}
        >
          {m.name} ({m.coCode})
        </Button>
      ),
      rowHeader: true,
      breakable: true,
    },
    {
      header: t('certification.members.stage'),
      cell: (m) => <span className={`${styles.badge} ${styles[m.stage]}`}>{stageLabel(m.stage)}</span>,
    },
    { header: t('certification.members.training'), cell: (m) => trainingText(m.trainingMinutes, m.requiredMinutes) },
    {
      header: t('certification.members.attempts'),
      cell: (m) =>
        m.attempts === 0
          ? t('certification.members.noAttempts')
          : t('certification.members.attemptsLast', { n: count(m.attempts), count: m.attempts, when: formatWhen(m.lastAttemptAt) }),
    },
    {
      header: t('certification.members.certificate'),
      cell: (m) =>
        m.certificateNumber === null
          ? '—'
          : m.stage === 'revoked'
            ? t('certification.members.revokedCertificate', { number: m.certificateNumber, date: formatDate(m.certifiedOn) })
            : t('certification.members.certificateOn', { number: m.certificateNumber, date: formatDate(m.certifiedOn) }),
      breakable: true,
    },
  ];
  return (
    <DataTable
      caption={t('certification.members.caption')}
      columns={columns}
      rows={members}
      rowKey={(m) => m.coCode}
      scrollHint={t('common.scrollHint')}
      stickyFirst
    />
  );
}
