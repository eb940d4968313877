import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrors } from '@portal/shared/validation';
import type { ActionResult } from './useApplicationDetails';

/** The shared schema of a decision's one field (structurally: what zod's safeParse gives). */
interface FieldSchema<K extends string> {
  safeParse(
    input: Record<K, string>,
  ): { success: true; data: Record<K, string> } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

/** What the approve and reject forms are given. */
export interface DecisionFormProps {
  applicant: string;
  busy: boolean;
  onSubmit: (value: string) => Promise<ActionResult>;
  onCancel: () => void;
}

export interface DecisionFormOptions<K extends string> {
  field: K;
  schema: FieldSchema<K>;
  /** Said when the schema's message is missing. */
  required: string;
  busy: boolean;
  onSubmit: (value: string) => Promise<ActionResult>;
}

/**
 * A decision's form of one field (approve's parent, reject's reason): the field has the focus; the API's
 * rule is checked first and nothing is sent when it fails; the server's error for the field is shown at it,
 * and the field gets the focus back whenever it is wrong.
 */
export function useDecisionForm<K extends string, E extends HTMLElement>({
  field,
  schema,
  required,
  busy,
  onSubmit,
}: DecisionFormOptions<K>) {
  const [error, setError] = useState<string | null>(null);
  const input = useRef<E>(null);

  useEffect(() => input.current?.focus(), []);

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent, value: string) => {
    event.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse({ [field]: value } as Record<K, string>);
    if (!parsed.success) return fail(fieldErrors(parsed.error)[field] ?? required);
    setError(null);
    const result = await onSubmit(parsed.data[field]);
    if (!result.ok && result.fieldErrors[field]) fail(result.fieldErrors[field]);
  };

  return { error, setError, input, submit };
}
