/** Picks or takes a dropped CSV file and hands over its text. */
import { FileDropZone } from '../forms/FileDropZone.tsx';

interface CsvDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

export function CsvDropZone({ onFile, disabled }: CsvDropZoneProps) {
  return (
    <FileDropZone
      label="Choose a CSV file"
      buttonClassName="btn btn--primary btn--sm"
      accept=".csv,text/csv"
      disabled={disabled}
      note="or drop it here. Columns: full name, email, phone, and optionally a group. The first row is a header."
      onFiles={(files) => {
        if (files[0]) onFile(files[0]);
      }}
    />
  );
}
