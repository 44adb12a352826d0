import { useId, type ReactNode } from 'react';
import css from './LoginField.module.css';

/**
 * A labelled field for the login page. Primer's FormControl checks its children against most of
 * Primer's inputs, which drags their code (and a list virtualiser) into the login route; this
 * keeps the same accessible wiring (label, description, invalid state) at a fraction of the size.
 */
export function LoginField(props: {
  label: string;
  caption?: string;
  error?: string;
  children: (input: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
    required: true;
  }) => ReactNode;
}) {
  const id = useId();
  const noteId = props.error || props.caption ? `${id}-note` : undefined;
  return (
    <div className={css.wrap}>
      <label htmlFor={id}>
        {props.label}
        <span aria-hidden="true"> *</span>
      </label>
      {props.children({
        id,
        'aria-describedby': noteId,
        'aria-invalid': props.error ? true : undefined,
        required: true,
      })}
      {props.error ? (
        // Not role=alert: the form's banner is the one alert; the input points here (aria-describedby).
        <span className={css.note} id={noteId} data-error>
          {props.error}
        </span>
      ) : (
        props.caption && (
          <span className={css.note} id={noteId}>
            {props.caption}
          </span>
        )
      )}
    </div>
  );
}
