import { z } from 'zod';
import { calendarDateProblem, FIRST_CALENDAR_DATE, LAST_CALENDAR_DATE, type CalendarDateProblem } from '../calendar/indiaCalendar';
import { t, type ValidationKey, type ValidationLabel } from './i18n';

const PROBLEM_MESSAGES: Record<CalendarDateProblem, Extract<ValidationKey, `field.${string}`>> = {
  format: 'field.dateAsIso',
  notReal: 'field.notRealDate',
  range: 'field.dateRange',
};

/** What is wrong with `value` as a date of the portal, in the field's words; null when nothing is. */
export function calendarDateMessage(value: unknown, fieldName: () => string): string | null {
  const problem = calendarDateProblem(value);
  return problem && t(PROBLEM_MESSAGES[problem], { field: fieldName(), from: FIRST_CALENDAR_DATE, to: LAST_CALENDAR_DATE });
}

/**
 * The one rule for a day anywhere in the portal: `YYYY-MM-DD`, a day the calendar has (no 30 February),
 * within the portal's years. The refusal names the field (`fieldName`, read in the language of the moment).
 */
export const calendarDateNamed = (fieldName: () => string) =>
  z
    .string({ error: () => t('field.date', { field: fieldName() }) })
    .trim()
    .min(1, { error: () => t('field.required', { field: fieldName() }) })
    .superRefine((value, ctx) => {
      if (value === '') return;
      const message = calendarDateMessage(value, fieldName);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** `calendarDateNamed` for a field with a label of the validation catalogue. */
export const calendarDate = (label: ValidationLabel) => calendarDateNamed(() => t(label));
