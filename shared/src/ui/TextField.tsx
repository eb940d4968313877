import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { FieldFrame, fieldStyles, sizeClass, splitFieldProps, type FieldOwnProps, type FieldSize } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children' | 'size'>, FieldOwnProps {
  size?: FieldSize;
  /** Rendered beside the input, inside the same row (a button such as "Verify Email" or "Show"). */
  addon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and error, wired for assistive technology. */
export function TextField({ addon, ref, className, size, ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <FieldFrame
      {...field}
      addon={addon}
      ariaInvalid={input['aria-invalid']}
      control={(wiring) => (
        <input {...input} ref={ref} {...wiring} required={field.required} className={cx(fieldStyles.input, sizeClass(size), className)} />
      )}
    />
  );
}
