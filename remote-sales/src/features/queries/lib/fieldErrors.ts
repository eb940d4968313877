/** The fields of the query forms that show their own error; anything else is said above the buttons. */
export type QueryField = 'type' | 'message' | 'policyNumber' | 'insurer' | 'clientName' | 'riskStart' | 'premium' | 'attachments';

const SUBJECT_FIELDS = ['policyNumber', 'insurer', 'clientName', 'riskStart', 'premium'] as const;

/** The form's field an error key of the API's 400 (or of the shared schema's issue path) belongs to. */
export function fieldOfKey(key: string): QueryField | null {
  const [head, second] = key.split('.');
  if (head === 'type' || head === 'message') return head;
  if (head === 'attachments') return 'attachments';
  if (head === 'subject' && second && (SUBJECT_FIELDS as readonly string[]).includes(second)) return second as QueryField;
  return null;
}

export interface SortedErrors {
  fields: Partial<Record<QueryField, string>>;
  /** What no field shows (the subject chosen, the body as a whole). */
  other: string[];
}

/** Errors by key (`subject.premium`, `attachments.1.contentBase64`) sorted onto the form's fields. */
export function sortErrors(errors: Record<string, string>): SortedErrors {
  const sorted: SortedErrors = { fields: {}, other: [] };
  for (const [key, message] of Object.entries(errors)) {
    const field = fieldOfKey(key);
    if (field) sorted.fields[field] ??= message;
    else sorted.other.push(message);
  }
  return sorted;
}
