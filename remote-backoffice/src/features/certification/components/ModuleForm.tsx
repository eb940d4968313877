import { useEffect, useId, useRef } from 'react';
import { Button, ButtonRow, Card, Feedback, SelectField, TextAreaField, TextField } from '@portal/shared/ui';
import { TRAINING_MODULE_KINDS, type TrainingModuleKind } from '@portal/shared/validation';
import type { AdminTrainingModule } from '@portal/shared/admin';
import { useModuleForm, type ModuleField } from '../hooks/useModuleForm';
import { kindLabel } from '../lib/certificationText';
import styles from './Certification.module.css';
import { useT } from '../../../i18n';

export interface ModuleFormProps {
  /** The module edited; null adds one. */
  module: AdminTrainingModule | null;
  nextPosition: number;
  onSaved: (notice: string) => void;
  onCancel: () => void;
}

/** A training module's editor: its place, title and text in English and Hindi, kind and address, minimum minutes. */
export function ModuleForm({ module, nextPosition, onSaved, onCancel }: ModuleFormProps) {
  const { t } = useT();
  const id = useId();
  const form = useModuleForm(module, nextPosition, onSaved);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const text = (field: Extract<ModuleField, 'title.en' | 'title.hi' | 'mediaUrl'>, label: string, hint?: string) => (
    <TextField
      id={`${id}-${field}`}
      label={label}
      hint={hint}
      value={form.values[field]}
      autoComplete="off"
      lang={field.endsWith('.hi') ? 'hi' : undefined}
      onChange={(event) => form.change(field, event.currentTarget.value)}
      error={form.errors[field]}
    />
  );
  const area = (field: 'body.en' | 'body.hi', label: string) => (
    <TextAreaField
      id={`${id}-${field}`}
      label={label}
      rows={5}
      value={form.values[field]}
      lang={field.endsWith('.hi') ? 'hi' : undefined}
      onChange={(event) => form.change(field, event.currentTarget.value)}
      error={form.errors[field]}
    />
  );
  const title = module ? t('certification.modules.editTitle', { title: module.title.en }) : t('certification.modules.addTitle');
  return (
    <Card title={title} titleId={`${id}-title`}>
      <form className={styles.form} noValidate onSubmit={(event) => void form.submit(event)} aria-labelledby={`${id}-title`}>
        <div className={styles.pair}>
          <TextField
            ref={first}
            id={`${id}-position`}
            label={t('certification.modules.position')}
            inputMode="numeric"
            value={form.values.position}
            onChange={(event) => form.change('position', event.currentTarget.value)}
            error={form.errors.position}
          />
          <TextField
            id={`${id}-minutes`}
            label={t('certification.modules.minutes')}
            inputMode="numeric"
            value={form.values.minimumMinutes}
            onChange={(event) => form.change('minimumMinutes', event.currentTarget.value)}
            error={form.errors.minimumMinutes}
          />
        </div>
        <div className={styles.pair}>
          {text('title.en', t('certification.modules.titleEn'))}
          {text('title.hi', t('certification.modules.titleHi'))}
        </div>
        <div className={styles.pair}>
          {area('body.en', t('certification.modules.bodyEn'))}
          {area('body.hi', t('certification.modules.bodyHi'))}
        </div>
        <div className={styles.pair}>
          <SelectField
            id={`${id}-kind`}
            label={t('certification.modules.kind')}
            value={form.values.kind}
            onChange={(event) => form.change('kind', event.currentTarget.value as TrainingModuleKind)}
            error={form.errors.kind}
          >
            {TRAINING_MODULE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </SelectField>
          {form.values.kind === 'text'
            ? null
            : text('mediaUrl', t('certification.modules.mediaUrl'), t('certification.modules.mediaUrlHint'))}
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={form.values.active} onChange={(event) => form.change('active', event.currentTarget.checked)} />
          {t('certification.modules.active')}
        </label>
        <ButtonRow>
          <Button type="submit" variant="primary" disabled={form.saving}>
            {form.saving ? t('common.saving') : t('certification.modules.save')}
          </Button>
          <Button variant="outline" disabled={form.saving} onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </ButtonRow>
        {form.formError ? <Feedback kind="error">{form.formError}</Feedback> : null}
      </form>
    </Card>
  );
}
