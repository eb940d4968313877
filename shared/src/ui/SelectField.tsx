import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, fieldStyles, splitFieldProps, type FieldOwnProps } from './Field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldOwnProps {
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down list with its hint and error, wired for assistive technology. */
export function SelectField({ ref, className, children, ...props }: SelectFieldProps) {
  const [field, select] = splitFieldProps(props);
  return (
    <FieldFrame
      {...field}
      ariaInvalid={select['aria-invalid']}
      control={(wiring) => (
        <select
          {...select}
          ref={ref}
          {...wiring}
          required={field.required}
          className={cx(fieldStyles.input, fieldStyles.select, className)}
        >
          {children}
        </select>
      )}
    />
  );
}
