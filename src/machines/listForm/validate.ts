import type { ZodType } from 'zod';
import type { FieldErrors, Validate } from './listFormMachine.types';

/** Client-side check with the shared zod schema; custom messages are `msg.*` codes, else the issue code. */
export const zodValidator =
  (schema: ZodType): Validate =>
  (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      errors[key] ??= issue.message.startsWith('msg.') ? issue.message : issue.code;
    }
    return errors;
  };
