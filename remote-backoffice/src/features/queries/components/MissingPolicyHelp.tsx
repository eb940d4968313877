import { Link } from '@portal/shared/router';
import { Feedback } from '@portal/shared/ui';
import { useT } from '../../../i18n';

/**
 * For a missing policy: the policy is created on the agent's book by a policy import (its pay out then
 * credits them through the ledger, as for any policy), after which the query is accepted with ₹0 and a reason.
 */
export function MissingPolicyHelp({ coCode, policyNumber }: { coCode: string; policyNumber: string }) {
  const { t } = useT();
  return (
    <Feedback kind="info">
      {t('queries.missing.help', { code: coCode, policy: policyNumber })} <Link to="/admin/imports">{t('queries.missing.link')}</Link>
    </Feedback>
  );
}
