import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, fieldStyles, sizeClass, splitFieldProps, type FieldOwnProps, type FieldSize } from './Field';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'>, FieldOwnProps {
  size?: FieldSize;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box with its hint and error, wired for assistive technology. Three rows unless told. */
export function TextAreaField({ ref, className, size, ...props }: TextAreaFieldProps) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <FieldFrame
      {...field}
      ariaInvalid={textarea['aria-invalid']}
      control={(wiring) => (
        <textarea
          rows={3}
          {...textarea}
          ref={ref}
          {...wiring}
          required={field.required}
          className={cx(fieldStyles.input, fieldStyles.textarea, sizeClass(size), className)}
        />
      )}
    />
  );
}
