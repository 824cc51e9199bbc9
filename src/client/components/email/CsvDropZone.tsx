/** Picks or takes a dropped CSV file and hands over its text. */
import { useId, useState, type DragEvent } from 'react';

interface CsvDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

export function CsvDropZone({ onFile, disabled }: CsvDropZoneProps) {
  const id = useId();
  const [isOver, setIsOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      className="drop-zone"
      data-over={isOver}
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={id} className="btn btn--primary btn--sm">
        Choose a CSV file
      </label>
      <input
        id={id}
        className="drop-zone__input"
        type="file"
        accept=".csv,text/csv"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <p className="form-note">or drop it here. Columns: full name, email, phone, and optionally a group. The first row is a header.</p>
    </div>
  );
}
