import { FormControl, TextInput } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import css from './PasswordForm.module.css';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine, PasswordField } from '../../machines/changePasswordMachine';

const FIELDS: PasswordField[] = ['oldPassword', 'newPassword', 'dupnewPassword'];

/** The three password fields, label width 180 px (docs/product-rules.md §9); each change is validated by the machine. */
export function PasswordForm({ actorRef }: { actorRef: ActorRefFrom<typeof changePasswordMachine> }) {
  const { t } = useTranslation();
  const values = useSelector(actorRef, (s) => s.context.values);
  const errors = useSelector(actorRef, (s) => s.context.errors);
  return (
    <>
      {FIELDS.map((field) => (
        <div className={css.row} key={field}>
          <FormControl required>
            <FormControl.Label>{t(`password.${field}`)}</FormControl.Label>
            <TextInput
              type="password"
              name={field}
              block
              autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
              value={values[field]}
              validationStatus={errors[field] ? 'error' : undefined}
              onChange={(e) => actorRef.send({ type: 'password.change', field, value: e.target.value })}
            />
            {errors[field] && (
              <FormControl.Validation variant="error">
                {t(`password.errors.${errors[field]}`)}
              </FormControl.Validation>
            )}
          </FormControl>
        </div>
      ))}
    </>
  );
}
