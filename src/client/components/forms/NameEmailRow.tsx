/** The visitor's name and e-mail side by side, both required: the booking forms (appointment, tour) ask them alike. */
import type { ZodForm } from './use-zod-form.ts';
import { FormField } from './FormField.tsx';

export function NameEmailRow<Name extends string>({ form }: { form: ZodForm<Name | 'fullName' | 'emailAddress', unknown> }) {
  return (
    <div className="form-row">
      <FormField form={form} name="fullName" label="Your Name" autoComplete="name" required />
      <FormField form={form} name="emailAddress" label="Email address" type="email" autoComplete="email" required />
    </div>
  );
}
