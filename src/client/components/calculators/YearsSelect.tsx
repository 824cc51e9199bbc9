/** A whole number of years from a short list (amortization, term), keeping any value from the URL. */
interface YearsSelectProps {
  id: string;
  value: number;
  choices: readonly number[];
  onChange: (years: number) => void;
  'aria-describedby'?: string;
}

export function YearsSelect({ id, value, choices, onChange, ...aria }: YearsSelectProps) {
  // A shared link may carry a value outside the usual list (27 years): show it rather than lie.
  const options = choices.includes(value) ? choices : [...choices, value].sort((a, b) => a - b);
  return (
    <select id={id} className="input" value={value} onChange={(event) => onChange(Number(event.currentTarget.value))} {...aria}>
      {options.map((years) => (
        <option key={years} value={years}>
          {years} {years === 1 ? 'year' : 'years'}
        </option>
      ))}
    </select>
  );
}

export const AMORTIZATION_CHOICES = [5, 10, 15, 20, 25, 30, 35, 40] as const;

/** Terms of 1 to 10 years, never longer than the amortization. */
export function termChoices(amortizationYears: number, maxTermYears: number): number[] {
  return Array.from({ length: Math.min(amortizationYears, maxTermYears) }, (_, index) => index + 1);
}
