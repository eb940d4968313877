import { about, isOneLineText, says } from '@portal/shared/validation';
import { z } from './zod';

/** The largest id of a row (a PostgreSQL `integer` key). */
export const MAX_ROW_ID = 2_147_483_647;

/** `:id` of an application, an import, a contact message or a mail: a positive whole number. */
export const adminIdParamsSchema = z.object({
  id: z.coerce.number(says('id.number')).int(says('id.whole')).positive(says('id.positive')).max(MAX_ROW_ID, says('id.tooLarge')),
});

/** A list's `cursor` that is the last row's id: the `nextCursor` of the previous page. */
export const rowIdCursorSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, says('cursor.invalid'))
  .refine((value) => Number(value) <= MAX_ROW_ID, says('cursor.invalid'))
  .optional();

/** A list's `q`: one line of up to 100 characters that names or codes contain. */
export const listSearchSchema = z
  .string()
  .trim()
  .max(100, about('field.maxLength', 'label.search', { max: 100 }))
  .refine(isOneLineText, about('field.invalidCharacters', 'label.search'))
  .optional();

/** `:code` of a member in the back office (any member: operators are not scoped to a subtree). */
export const memberCodeParamsSchema = z.object({
  code: z.string().trim().min(1, about('field.required', 'label.memberCode')).max(40, about('field.tooLong', 'label.memberCode')),
});

/** Who did something in the back office: the operator's Firebase account (or the CLI). */
export interface OperatorActor {
  uid: string;
  email: string;
}
