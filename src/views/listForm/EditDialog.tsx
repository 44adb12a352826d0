import { Button } from '@primer/react';
import { Dialog } from '../shared/Dialog';
import { useSelector } from '@xstate/react';
import type { EditDialogActor } from '../../machines/listForm/editDialogMachine';
import { FieldInput } from './FieldInput';
import type { FieldSpec } from './types';
import { useAreaText } from '../shared/useAreaText';
import { ErrorBanner, InlineError } from '../shared/ErrorText';

/**
 * Add or edit one record. Primer's Dialog traps focus, closes on Escape and its close button, and
 * never on an outside click, so half-typed data is not lost by a stray click (docs/product-rules.md §2 dialogs).
 */
export function EditDialog({ actorRef, fields }: { actorRef: EditDialogActor; fields: FieldSpec[] }) {
  const { t, errorText, fieldText } = useAreaText('kit');
  const isNew = useSelector(actorRef, (s) => s.context.editId === null);
  const values = useSelector(actorRef, (s) => s.context.values);
  const fieldErrors = useSelector(actorRef, (s) => s.context.fieldErrors);
  const error = useSelector(actorRef, (s) => errorText(s.context.errorCode, s.context.errorMessage));
  const conflict = useSelector(actorRef, (s) => s.matches('conflict'));
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const cancel = () => actorRef.send({ type: 'edit.cancel' });
  const submit = () => actorRef.send({ type: 'edit.submit' });
  const title = t(isNew ? 'listForm.newTitle' : 'listForm.editTitle');
  // Errors for fields this dialog does not show (a server-side rule on a hidden key) still need a home.
  const otherErrors = Object.entries(fieldErrors).filter(([k]) => !fields.some((f) => f.name === k));

  return (
    <Dialog
      title={title}
      width="large"
      onClose={cancel}
      footerButtons={[
        { content: t('listForm.cancel'), onClick: cancel },
        {
          content: t('listForm.save'),
          buttonType: 'primary',
          onClick: submit,
          disabled: busy || conflict,
          loading: busy,
        },
      ]}
    >
      {conflict ? (
        <ErrorBanner variant="warning" title={t('listForm.conflictTitle')} text={t('errors.conflict')}>
          <Button onClick={() => actorRef.send({ type: 'conflict.reload' })}>{t('listForm.reload')}</Button>
        </ErrorBanner>
      ) : (
        error && <ErrorBanner text={error} />
      )}
      {otherErrors.length > 0 && (
        <InlineError as="ul">
          {otherErrors.map(([k, m]) => (
            <li key={k}>{fieldText(m)}</li>
          ))}
        </InlineError>
      )}
      <form
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}
      >
        {fields
          .filter((f) => isNew || !f.newOnly)
          .map((f) => {
            const Input = f.component ?? FieldInput;
            return (
              <Input
                key={f.name}
                field={f}
                value={values[f.name]}
                error={fieldText(fieldErrors[f.name])}
                disabled={busy || conflict || (Boolean(f.createOnly) && !isNew)}
                onChange={(value) => actorRef.send({ type: 'field.change', name: f.name, value })}
              />
            );
          })}
        {/* Enter in a text box submits: a form needs a submit control for implicit submission. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
