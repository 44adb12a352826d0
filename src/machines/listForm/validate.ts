import type { ZodType } from 'zod';
import { issueMessage } from '../../domain/schemas/issues';
import type { FieldErrors, Validate } from './editDialogMachine.types';

/** Client-side check with the shared zod schema: the schema's own codes, else the shared error map's. */
export const zodValidator =
  (schema: ZodType): Validate =>
  (values) => {
    const result = schema.safeParse(values, { error: issueMessage });
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_';
      errors[key] ??= issue.message;
    }
    return errors;
  };
