import styles from './Inbox.module.css';

export interface FilterChipsProps<V extends string> {
  /** What is filtered, read out before the choices ("Show messages"). */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** A row of toggle buttons choosing one filter value; the chosen one is pressed. */
export function FilterChips<V extends string>({ label, options, value, onChange }: FilterChipsProps<V>) {
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={option.value === value ? `${styles.chip} ${styles.chipOn}` : styles.chip}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
