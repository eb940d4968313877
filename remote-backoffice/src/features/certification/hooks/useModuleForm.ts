import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage, portalApi } from '@portal/shared';
import { fieldErrors, type TrainingModuleKind } from '@portal/shared/validation';
import { refreshReads } from '@portal/shared/data';
import { adminEndpoints, trainingModuleBodySchema, type AdminTrainingModule } from '@portal/shared/admin';
import { t } from '../../../i18n';

export const MODULE_FIELDS = ['position', 'title.en', 'title.hi', 'body.en', 'body.hi', 'kind', 'mediaUrl', 'minimumMinutes'] as const;
export type ModuleField = (typeof MODULE_FIELDS)[number];
export type ModuleValues = Record<Exclude<ModuleField, 'kind'>, string> & { kind: TrainingModuleKind; active: boolean };

const valuesOf = (module: AdminTrainingModule | null, nextPosition: number): ModuleValues => ({
  position: String(module?.position ?? nextPosition),
  'title.en': module?.title.en ?? '',
  'title.hi': module?.title.hi ?? '',
  'body.en': module?.body.en ?? '',
  'body.hi': module?.body.hi ?? '',
  kind: module?.kind ?? 'text',
  mediaUrl: module?.mediaUrl ?? '',
  minimumMinutes: module ? String(module.minimumMinutes) : '',
  active: module?.active ?? true,
});

/** A whole number as typed, or NaN (which the schema refuses with its own words). */
const whole = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Only the errors of the form's fields (a server's path such as `title.en`), the first of each. */
function onFields(found: Record<string, string>): Partial<Record<ModuleField, string>> {
  return Object.fromEntries(Object.entries(found).filter(([path]) => (MODULE_FIELDS as readonly string[]).includes(path)));
}

/**
 * Adding a module (`module` null) or editing one: both languages, its kind and address, its minimum
 * minutes, active or retired. The API's schema is checked here first; the server's field errors land
 * on their fields. Saved, the list is asked again and `onSaved` is told what was done.
 */
export function useModuleForm(module: AdminTrainingModule | null, nextPosition: number, onSaved: (notice: string) => void) {
  const [values, setValues] = useState<ModuleValues>(() => valuesOf(module, nextPosition));
  const [errors, setErrors] = useState<Partial<Record<ModuleField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = <F extends keyof ModuleValues>(field: F, value: ModuleValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = trainingModuleBodySchema.safeParse({
      position: whole(values.position),
      title: { en: values['title.en'], hi: values['title.hi'] },
      body: { en: values['body.en'], hi: values['body.hi'] },
      kind: values.kind,
      mediaUrl: values.kind === 'text' ? null : values.mediaUrl,
      minimumMinutes: whole(values.minimumMinutes),
      active: values.active,
    });
    if (!checked.success) {
      setErrors(onFields(fieldErrors(checked.error)));
      return;
    }
    setSaving(true);
    try {
      const answer = module
        ? await portalApi.call(adminEndpoints.certification.adminUpdateTrainingModule, { params: { id: module.id }, body: checked.data })
        : await portalApi.call(adminEndpoints.certification.adminCreateTrainingModule, { body: checked.data });
      await refreshReads([adminEndpoints.certification.adminTrainingModules]);
      const title = answer.module.title.en;
      onSaved(module ? t('certification.modules.saved', { title }) : t('certification.modules.added', { title }));
    } catch (failure) {
      setFormError(errorMessage(failure, t('certification.actionFailed')));
      if (failure instanceof ApiError) setErrors(onFields(failure.fieldErrors));
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, formError, saving, change, submit };
}
