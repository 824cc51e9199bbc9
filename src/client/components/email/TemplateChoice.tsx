/** The template radio group: reply, thanks, test (and Custom on the send page). */
import { useId } from 'react';
import type { TMailTemplate } from '#shared/schemas/email.schema.ts';

interface TemplateChoiceProps<T extends TMailTemplate> {
  templates: readonly T[];
  value: T;
  onChange: (template: T) => void;
}

export function TemplateChoice<T extends TMailTemplate>({ templates, value, onChange }: TemplateChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className="template-choice choice-group cluster">
      <legend>Template</legend>
      {templates.map((template) => (
        <label key={template} className="template-choice__option">
          <input type="radio" name={name} value={template} checked={value === template} onChange={() => onChange(template)} />
          <span>{template}</span>
        </label>
      ))}
    </fieldset>
  );
}
