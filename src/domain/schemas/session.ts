import { z } from 'zod';

/**
 * Session payloads shared by the browser and the server. Custom messages are message *codes*
 * (`msg.*`): each side translates them, so one schema serves both languages.
 */

import type { Lang } from '../api.js';
import { isStrongPassword } from '../password.js';
import { AnyId } from './ids';

export { isStrongPassword };

export type { Lang };

export const LoginSchema = z.object({
  username: z.string().trim().min(1, 'msg.required').max(64),
  password: z.string().min(1, 'msg.required').max(128),
  verifycode: z.string().trim().max(8).optional(),
  captchaId: z.string().max(64).optional(),
  i18n: z.string().optional(),
});

export const StrongPassword = z
  .string()
  .min(1, 'msg.password_required')
  .max(128)
  .refine(isStrongPassword, 'msg.password_rule');

export const ChangePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, 'msg.required').max(128),
    newPassword: StrongPassword,
    dupnewPassword: z.string().min(1, 'msg.repeat_required').max(128),
  })
  .refine((v) => v.newPassword === v.dupnewPassword, {
    path: ['dupnewPassword'],
    message: 'msg.repeat_mismatch',
  });

export const ResetPasswordSchema = z.object({
  userId: AnyId,
  newPassword: StrongPassword.optional(),
});

export const SwitchRoleSchema = z.object({ roleId: AnyId });

export const SsoLoginSchema = z.object({
  token: z.string().min(1, 'msg.required').max(4096),
  uid: z.string().min(1, 'msg.required').max(128),
  i18n: z.string().optional(),
});
