import { useCallback, useState, type FormEvent } from 'react';
import { ApiError } from '@portal/shared';
import { useEndpointMutation } from '@portal/shared/data';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_QUERY_ATTACHMENTS,
  QUERY_TYPES,
  SUBJECTS_OF_TYPE,
  endpoints,
  raiseQueryBodySchema,
  type QueryDetail,
  type QuerySubjectInput,
  type QueryType,
  type RaiseQueryBody,
} from '@portal/shared/validation';
import { READ_SHARE, encodeFiles } from '../lib/encodeFiles';
import { sortErrors, type SortedErrors } from '../lib/fieldErrors';
import { useAttachments } from './useAttachments';
import { useT } from '../../../i18n';

/** What a query is raised about: a statement line or a payment (its ledger entry, and how the screen names it), a missing policy, or nothing in particular. */
export type RaiseTarget =
  | { kind: 'line'; entryId: number; about: string }
  | { kind: 'payment'; entryId: number; about: string }
  | { kind: 'missingPolicy' }
  | { kind: 'none' };

/** The types a subject may be raised as (the shared rule), in the order offered; the first is chosen at first. */
export function typesFor(kind: RaiseTarget['kind']): QueryType[] {
  return QUERY_TYPES.filter((type) => SUBJECTS_OF_TYPE[type].includes(kind));
}

export interface MissingPolicyValues {
  policyNumber: string;
  insurer: string;
  clientName: string;
  riskStart: string;
  premium: string;
}

const NO_POLICY: MissingPolicyValues = { policyNumber: '', insurer: '', clientName: '', riskStart: '', premium: '' };
const NO_ERRORS: SortedErrors = { fields: {}, other: [] };

/** The body's errors as the shared schema finds them (the files are checked apart, as they are chosen). */
function schemaErrors(body: RaiseQueryBody): Record<string, string> {
  const checked = raiseQueryBodySchema.safeParse(body);
  if (checked.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

/**
 * The form that raises a query under the member's own code: its type, message, the missing policy's
 * details and files. Checked with the shared schema before sending; a refusal (the API's 400) is shown at
 * its fields; nothing typed or chosen is lost when sending fails, only a success ends the form.
 */
export function useRaiseQueryForm(coCode: string, target: RaiseTarget, onRaised: (query: QueryDetail) => void) {
  const { t } = useT();
  const types = typesFor(target.kind);
  const [type, setType] = useState<QueryType>(types[0] ?? 'other');
  const [message, setMessage] = useState('');
  const [policy, setPolicy] = useState<MissingPolicyValues>(NO_POLICY);
  const [errors, setErrors] = useState<SortedErrors>(NO_ERRORS);
  const [progress, setProgress] = useState<number | null>(null);
  const files = useAttachments(MAX_QUERY_ATTACHMENTS, MAX_ATTACHMENT_BYTES);
  const raise = useEndpointMutation(endpoints.queries.raisePayoutQuery, { invalidates: [endpoints.queries.payoutQueries] });

  const setPolicyField = useCallback(
    (field: keyof MissingPolicyValues, value: string) => setPolicy((now) => ({ ...now, [field]: value })),
    [],
  );

  // Errors at fields are also announced once above the buttons, where the member looks after sending.
  const withSummary = (sorted: SortedErrors): SortedErrors =>
    Object.keys(sorted.fields).length > 0 && sorted.other.length === 0 ? { ...sorted, other: [t('queries.raise.fixFields')] } : sorted;

  const subject = (): QuerySubjectInput => {
    if (target.kind === 'line' || target.kind === 'payment') return { kind: target.kind, entryId: target.entryId };
    if (target.kind === 'missingPolicy') return { kind: 'missingPolicy', ...policy };
    return { kind: 'none' };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (raise.isPending || progress !== null) return;
    const body: RaiseQueryBody = { type, subject: subject(), message, attachments: [] };
    const found = withSummary(sortErrors(schemaErrors(body)));
    setErrors(found);
    if (found.other.length > 0) return;
    try {
      setProgress(0);
      const attachments = await encodeFiles(
        files.files.map((chosen) => chosen.file),
        (share) => setProgress(share * READ_SHARE),
      );
      const answer = await raise.mutateAsync({
        params: { coCode },
        body: { ...body, attachments },
        onUploadProgress: (share) => setProgress(READ_SHARE + share * (1 - READ_SHARE)),
      });
      onRaised(answer.query);
    } catch (error) {
      // A field the server refused is shown at the field; the rest above the buttons. Nothing is cleared.
      const sorted = withSummary(error instanceof ApiError ? sortErrors(error.fieldErrors) : NO_ERRORS);
      // A limit (too many open queries, too many sent in a minute) is said in the server's own words: what to do next.
      const limited = error instanceof ApiError && (error.status === 409 || error.status === 429) && error.fromServer;
      setErrors(
        sorted.other.length > 0
          ? sorted
          : {
              fields: {},
              other: [limited ? error.message : t('queries.raise.failed', { message: error instanceof Error ? error.message : '' })],
            },
      );
    } finally {
      setProgress(null);
    }
  };

  return {
    target,
    types,
    type,
    setType,
    message,
    setMessage,
    policy,
    setPolicyField,
    files,
    errors,
    progress,
    sending: raise.isPending || progress !== null,
    submit,
  };
}

export type RaiseQueryForm = ReturnType<typeof useRaiseQueryForm>;
