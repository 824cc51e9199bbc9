/**
 * A row of buttons choosing one of a few values (which list, which status, day or week, desktop
 * or phone): a named group, the chosen button pressed. The showings and tours screens keep their
 * `toggle-group` look, the others the `toggle-buttons` one.
 */
import type { ReactNode } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
}

interface ChoiceButtonsProps<Value extends string> {
  /** The group's name for screen readers ("Which mails"). */
  label: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: 'toggle-buttons' | 'toggle-group';
}

export function ChoiceButtons<Value extends string>({ label, choices, value, onChange, className = 'toggle-buttons' }: ChoiceButtonsProps<Value>) {
  return (
    <div className={className} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className="btn btn--ghost btn--sm"
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
