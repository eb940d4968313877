import { z } from 'zod';

/** `:id` of an application, an import, a contact message or a mail: a positive whole number. */
export const adminIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Id must be a number' }).int('Id must be a whole number').positive('Id must be positive').max(2_147_483_647, 'Id is too large'),
});

/** `:code` of a member in the back office (any member: operators are not scoped to a subtree). */
export const memberCodeParamsSchema = z.object({
  code: z.string().trim().min(1, 'Member code is required').max(40, 'Member code is too long'),
});

/** Who did something in the back office: the operator's Firebase account (or the CLI). */
export interface OperatorActor {
  uid: string;
  email: string;
}
