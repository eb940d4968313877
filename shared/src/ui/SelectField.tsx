import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, fieldStyles, type FieldOwnProps } from './Field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldOwnProps {
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down list with its hint and error, wired for assistive technology. */
export function SelectField({
  label,
  error,
  hint,
  describedBy,
  labelNote,
  fieldClassName,
  id,
  required,
  ref,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, describedBy, labelNote, fieldClassName, id, required }}
      ariaInvalid={select['aria-invalid']}
      control={(wiring) => (
        <select {...select} ref={ref} {...wiring} required={required} className={cx(fieldStyles.input, fieldStyles.select, className)}>
          {children}
        </select>
      )}
    />
  );
}
