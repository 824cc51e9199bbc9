/** A field's error message under it, with the id its input's aria-describedby names; nothing without a message. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}
