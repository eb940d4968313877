import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, fieldStyles, sizeClass, splitFieldProps, type FieldOwnProps, type FieldSize } from './Field';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'size'>, FieldOwnProps {
  size?: FieldSize;
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down list with its hint and error, wired for assistive technology. */
export function SelectField({ ref, className, children, size, ...props }: SelectFieldProps) {
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
          className={cx(fieldStyles.input, fieldStyles.select, sizeClass(size), className)}
        >
          {children}
        </select>
      )}
    />
  );
}
