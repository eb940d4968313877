import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './Field.module.css';

/** What every field takes beside its control's own attributes. */
export interface FieldOwnProps {
  label: ReactNode;
  /** Shown under the field and tied to it with aria-describedby; sets aria-invalid. */
  error?: string | null | undefined;
  /** Help text (or a status such as "Email verified") tied to the field with aria-describedby. */
  hint?: ReactNode;
  /** Extra ids the field is described by (a form-level message about this field, say). */
  describedBy?: string | undefined;
  /** After the label, muted ("(optional)"). */
  labelNote?: ReactNode;
  /** The field's box (label, control, hint, error); `className` goes on the control. */
  fieldClassName?: string | undefined;
  /** Lets a caller choose the control's id (for aria-controls, or a label elsewhere). */
  id?: string | undefined;
  /** 'alert': the error is also announced as it appears (a form that checks one field on submit). */
  errorRole?: 'alert' | undefined;
  /** false: a required field without the star (a form whose one field is plainly needed). Shown unless told. */
  requiredMark?: boolean | undefined;
}

/** md: 2.75rem high (the default); sm: 2.5rem, tighter (a toolbar's, a panel's), as the buttons' sizes. */
export type FieldSize = 'sm' | 'md';

interface FieldFrameProps extends FieldOwnProps {
  required?: boolean | undefined;
  /** Renders the control with its id and ARIA wiring. */
  control: (wiring: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
  /** Rendered beside the control, in the same row (a button such as "Verify Email"). */
  addon?: ReactNode;
  ariaInvalid?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
}

/** The label, control, hint and error of a field, wired for assistive technology. */
export function FieldFrame({ control, addon, ariaInvalid, ...field }: FieldFrameProps) {
  const { label, error, hint, describedBy, labelNote, fieldClassName, id, required, errorRole, requiredMark = true } = field;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  const rendered = control({
    id: controlId,
    'aria-invalid': error || ariaInvalid === true || ariaInvalid === 'true' ? true : undefined,
    'aria-describedby': described || undefined,
  });
  return (
    <div className={cx(styles.field, fieldClassName)}>
      <div className={styles.labelRow}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
          {labelNote ? (
            <>
              {' '}
              <span className={styles.labelNote}>{labelNote}</span>
            </>
          ) : null}
        </label>
        {/* Outside the label: the required state is announced from the control's `required`. */}
        {required && requiredMark ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {addon ? (
        <div className={styles.control}>
          {rendered}
          {addon}
        </div>
      ) : (
        rendered
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role={errorRole}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const fieldStyles = styles;

/** The class of a control of the given size. */
export const sizeClass = (size: FieldSize | undefined) => (size === 'sm' ? styles.sm : undefined);

type FieldProps = FieldOwnProps & { required?: boolean | undefined };

/** A field's props split into the frame's (label, hint, error, …) and the control's own. */
export function splitFieldProps<P extends FieldProps>({
  label,
  error,
  hint,
  describedBy,
  labelNote,
  fieldClassName,
  id,
  required,
  errorRole,
  requiredMark,
  ...control
}: P): [FieldProps, Omit<P, keyof FieldProps>] {
  return [{ label, error, hint, describedBy, labelNote, fieldClassName, id, required, errorRole, requiredMark }, control];
}
