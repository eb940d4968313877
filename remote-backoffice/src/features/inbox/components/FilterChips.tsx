import { Chip, ChipGroup } from '@portal/shared/ui';

export interface FilterChipsProps<V extends string> {
  /** What is filtered, read out before the choices ("Show messages"). */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}

/** A row of the kit's chips choosing one filter value; the chosen one is pressed. */
export function FilterChips<V extends string>({ label, options, value, onChange }: FilterChipsProps<V>) {
  return (
    <ChipGroup label={label}>
      {options.map((option) => (
        <Chip key={option.value} pressed={option.value === value} onClick={() => onChange(option.value)}>
          {option.label}
        </Chip>
      ))}
    </ChipGroup>
  );
}
