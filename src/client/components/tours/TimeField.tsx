/** A labelled time of day in quarter hours (the agent's hours and blocks), with the server's message under it. */
import { InputField } from '../forms/InputField.tsx';

interface TimeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function TimeField(props: TimeFieldProps) {
  return <InputField type="time" step={900} {...props} />;
}
