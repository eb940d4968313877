import { useState, type FormEvent } from 'react';
import { errorMessage, formatPaise, portalApi } from '@portal/shared';
import { refreshReads } from '@portal/shared/data';
import { adminEndpoints, rupeesToPaise, RUPEES_AMOUNT_PATTERN } from '@portal/shared/admin';
import type { QuerySubject } from '@portal/shared/validation';
import { policyCsv, type PolicyCsvColumn } from '../lib/policyCsv';
import { t } from '../../../i18n';

type MissingPolicy = Extract<QuerySubject, { kind: 'missingPolicy' }>;
export type PolicyValues = Record<PolicyCsvColumn, string>;

/** Paise as the rupees a policy file takes: 1200050 → "12000.50". */
const rupees = (paise: number): string => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

const valuesOf = (subject: MissingPolicy, coCode: string): PolicyValues => ({
  policyType: '',
  productName: '',
  policyNumber: subject.policyNumber,
  clientName: subject.clientName,
  riskStart: subject.riskStart,
  riskEnd: '',
  netPremium: rupees(subject.premiumPaise),
  payOut: '',
  vehicleNo: '',
  insurer: subject.insurer,
  soldBy: coCode,
});

/**
 * Creating the missing policy on the agent's book through the policy import (the one way the back office
 * adds policies): the agent's details filled in, the operator adds the rest; the one-row file is checked
 * (the import's own rules: duplicates, certification on the risk start, amounts) and, if valid, imported.
 * Its pay out then credits the agent through the ledger, as for every imported policy.
 */
export function useCreatePolicy(subject: MissingPolicy, coCode: string) {
  const [values, setValues] = useState<PolicyValues>(() => valuesOf(subject, coCode));
  const [errors, setErrors] = useState<Partial<Record<PolicyCsvColumn, string>>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (column: PolicyCsvColumn, value: string) => {
    setValues((current) => ({ ...current, [column]: value }));
    setErrors((current) => ({ ...current, [column]: undefined }));
  };

  const check = (): boolean => {
    const found: Partial<Record<PolicyCsvColumn, string>> = {};
    for (const column of ['policyType', 'productName', 'riskEnd', 'payOut'] as const)
      if (!values[column].trim()) found[column] = t('queries.create.required');
    for (const column of ['netPremium', 'payOut'] as const)
      if (values[column].trim() && !RUPEES_AMOUNT_PATTERN.test(values[column].trim())) found[column] = t('queries.accept.amountInvalid');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    setNotice(null);
    if (!check()) return;
    const body = { fileName: `query-${values.policyNumber.trim()}.csv`, csv: policyCsv(values) };
    setBusy(true);
    try {
      const { dryRun } = await portalApi.call(adminEndpoints.imports.adminImportDryRun, { body });
      const row = dryRun.rows[0];
      if (!row || row.status !== 'valid') {
        setProblems(row?.status === 'duplicate' ? [t('queries.create.duplicate', { policy: values.policyNumber })] : (row?.reasons ?? []));
        return;
      }
      const started = await portalApi.call(adminEndpoints.imports.adminImportStart, { body });
      void refreshReads([adminEndpoints.imports.adminImports]);
      setNotice(
        t('queries.create.done', {
          policy: values.policyNumber,
          code: coCode,
          id: started.import.id,
          payOut: formatPaise(rupeesToPaise(values.payOut.trim())),
        }),
      );
    } catch (failure) {
      setProblems([errorMessage(failure, t('queries.actionFailed'))]);
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, problems, notice, busy, change, submit };
}
