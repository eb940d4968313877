import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { fieldStyles, sizeClass, type FieldSize } from './Field';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: FieldSize;
  /** Decorative, inside the box before the text (a search's magnifier). */
  icon?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The fields' input alone, for a control whose label and messages are the caller's (a combobox, a filter
 * bar's). Labelled fields are TextField.
 */
export function Input({ size, icon, ref, className, ...input }: InputProps) {
  if (!icon) return <input {...input} ref={ref} className={cx(fieldStyles.input, sizeClass(size), className)} />;
  return (
    <span className={cx(fieldStyles.input, fieldStyles.withIcon, sizeClass(size), className)}>
      <span className={fieldStyles.icon} aria-hidden="true">
        {icon}
      </span>
      <input {...input} ref={ref} className={fieldStyles.bare} />
    </span>
  );
}
