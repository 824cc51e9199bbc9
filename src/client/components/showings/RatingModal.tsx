/** The rating modal of a visited home: stars (default 2), a comment, and Rate Now. */
import { useId, useState } from 'react';
import { DEFAULT_RATING } from '#shared/schemas/showings.schema.ts';
import { SubmitActions } from '../forms/SubmitActions.tsx';
import { Modal } from '../modal/Modal.tsx';
import { StarRating } from './StarRating.tsx';

interface RatingModalProps {
  address: string;
  initialRating: number | null;
  initialComment: string | null;
  isSaving: boolean;
  onClose: () => void;
  onRate: (rating: { rating: number; comment: string }) => void;
}

export function RatingModal({ address, initialRating, initialComment, isSaving, onClose, onRate }: RatingModalProps) {
  const [rating, setRating] = useState(initialRating ?? DEFAULT_RATING);
  const [comment, setComment] = useState(initialComment ?? '');
  const commentId = useId();
  return (
    <Modal open title={`Rate ${address}`} onClose={onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          onRate({ rating, comment });
        }}
      >
        <StarRating value={rating} onChange={setRating} />
        <div className="field">
          <label htmlFor={commentId}>Comment</label>
          <textarea
            id={commentId}
            className="input input--multiline"
            rows={4}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        <SubmitActions label="Rate Now" isPending={isSaving} />
      </form>
    </Modal>
  );
}
