import { useId } from 'react';
import styles from './Payouts.module.css';

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
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...(hint ? { 'aria-describedby': hintId } : {})}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={hintId} className={styles.visuallyHidden}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
