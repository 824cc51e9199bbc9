/**
 * A native date field. While a visitor types a date segment by segment the field reports '' or
 * half-made dates; those stay local, and only a complete date within [min, max] is sent up.
 */
import { useState } from 'react';

interface DateInputProps {
  id: string;
  value: string;
  min: string;
  max: string;
  onValueChange: (isoDate: string) => void;
  'aria-describedby'?: string;
}

export function DateInput({ id, value, min, max, onValueChange, ...aria }: DateInputProps) {
  const [editingText, setEditingText] = useState<string | null>(null);
  return (
    <input
      id={id}
      type="date"
      className="input"
      min={min}
      max={max}
      required
      value={editingText ?? value}
      onFocus={() => setEditingText(value)}
      onBlur={() => setEditingText(null)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setEditingText(next);
        if (/^\d{4}-\d{2}-\d{2}$/.test(next) && next >= min && next <= max) onValueChange(next);
      }}
      {...aria}
    />
  );
}
