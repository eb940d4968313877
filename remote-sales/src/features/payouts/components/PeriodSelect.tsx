import { useId } from 'react';
import { SelectField, VisuallyHidden } from '@portal/shared/ui';

export interface PeriodSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** Read after the label (e.g. that the latest is not over yet). */
  hint?: string;
}

/** A labelled choice of a month or a financial year; only the periods offered can be chosen. */
export function PeriodSelect({ label, value, options, onChange, hint }: PeriodSelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <>
      <SelectField
        size="sm"
        label={label}
        value={value}
        describedBy={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {hint ? <VisuallyHidden id={hintId}>{hint}</VisuallyHidden> : null}
    </>
  );
}
