/**
 * A 0.5–5 star rating in half-star steps. Underneath it is a native range input (keyboard arrows,
 * screen readers hear "3.5 stars, Good"); on top, the stars people see and click.
 */
import { useId } from 'react';
import { RATING_LABELS, SHOWING_RATING_STEP } from '#shared/schemas/showings.schema.ts';

interface StarRatingProps {
  value: number;
  onChange: (value: number) => void;
  label?: string;
}

export const ratingLabel = (value: number) => RATING_LABELS[String(value)] ?? '';

export function StarRating({ value, onChange, label = 'Your rating' }: StarRatingProps) {
  const id = useId();
  const words = ratingLabel(value);
  return (
    <div className="star-rating">
      <label htmlFor={id} className="star-rating__legend">
        {label}
      </label>
      <div className="star-rating__row cluster">
        <div className="star-rating__control">
          <span className="star-rating__stars" aria-hidden="true">
            ★★★★★
            <span className="star-rating__fill" style={{ width: `${(value / 5) * 100}%` }}>
              ★★★★★
            </span>
          </span>
          <input
            id={id}
            className="star-rating__input"
            type="range"
            min={SHOWING_RATING_STEP}
            max={5}
            step={SHOWING_RATING_STEP}
            value={value}
            aria-valuetext={`${value} ${value === 1 ? 'star' : 'stars'}, ${words}`}
            onChange={(event) => onChange(Number(event.target.value))}
          />
        </div>
        <span className="star-rating__words" aria-hidden="true">
          {value} · {words}
        </span>
      </div>
    </div>
  );
}
