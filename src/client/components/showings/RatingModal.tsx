/** The rating modal of a visited home: stars (default 2), a comment, and Rate Now. */
import { useId, useState } from 'react';
import { DEFAULT_RATING } from '#shared/schemas/showings.schema.ts';
import { FieldFrame } from '../forms/FieldFrame.tsx';
import { Form } from '../forms/Form.tsx';
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
      <Form onSend={() => onRate({ rating, comment })}>
        <StarRating value={rating} onChange={setRating} />
        <FieldFrame id={commentId} label="Comment">
          <textarea
            id={commentId}
            className="input input--multiline"
            rows={4}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </FieldFrame>
        <SubmitActions label="Rate Now" isPending={isSaving} />
      </Form>
    </Modal>
  );
}
