/** A select's options from one of the option lists: `{ value, label }` entries, or texts that are both. */
export type SelectOption = string | { value: string; label: string };

export function OptionList({ options }: { options: readonly SelectOption[] }) {
  return (
    <>
      {options.map((option) =>
        typeof option === 'string' ? (
          <option key={option} value={option}>
            {option}
          </option>
        ) : (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ),
      )}
    </>
  );
}
