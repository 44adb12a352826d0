import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  gap: 4px;
  flex: 1;
  & > label {
    font-weight: 600;
    font-size: 14px;
  }
`;
const Note = styled.span<{ $error?: boolean }>`
  font-size: 12px;
  color: ${(p) => (p.$error ? 'var(--fgColor-danger)' : 'var(--fgColor-muted)')};
`;

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
    <Wrap>
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
        <Note id={noteId} $error>
          {props.error}
        </Note>
      ) : (
        props.caption && <Note id={noteId}>{props.caption}</Note>
      )}
    </Wrap>
  );
}
