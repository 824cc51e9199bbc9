/** A file picker (a button-styled label over a hidden input) that also takes files dropped on it. */
import { useId, useState, type ReactNode } from 'react';

interface FileDropZoneProps {
  /** The picked or dropped files, copied out of the input (which is emptied for the next pick). */
  onFiles: (files: File[]) => void;
  label: ReactNode;
  buttonClassName: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** What to say under the button ("or drop … here"). */
  note: ReactNode;
  /** Shown last, such as a notice about the files passed over. */
  children?: ReactNode;
}

export function FileDropZone({ onFiles, label, buttonClassName, accept, multiple, disabled, note, children }: FileDropZoneProps) {
  const id = useId();
  const [isOver, setIsOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is the pointer's shortcut; the file input inside (its label is the button) is the way for everyone, keyboards included.
    <div
      className="drop-zone"
      data-over={isOver}
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
    >
      <label htmlFor={id} className={buttonClassName}>
        {label}
      </label>
      <input
        id={id}
        className="drop-zone__input"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <p className="form-note">{note}</p>
      {children}
    </div>
  );
}
