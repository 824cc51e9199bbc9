/**
 * The spam trap of the visitor forms: an input people never see, reach by keyboard or hear (it is
 * off-screen, out of the tab order and aria-hidden). Bots that fill every field fill this one
 * too, and the server then quietly drops their message.
 */
import { HONEYPOT_FIELD } from '#shared/schemas/message-texts.ts';
import type { ZodForm } from './use-zod-form.ts';

export function Honeypot<Name extends string>({ form }: { form: ZodForm<Name | typeof HONEYPOT_FIELD, unknown> }) {
  const props = form.fieldProps(HONEYPOT_FIELD);
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={props.id}>Leave this field empty</label>
      <input id={props.id} name={props.name} value={props.value} onChange={props.onChange} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
