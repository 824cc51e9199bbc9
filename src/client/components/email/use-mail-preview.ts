/**
 * Asks the server for the exact mail a moment after the agent stops typing. Only a complete
 * draft is rendered; until then the hint says what is missing.
 */
import { useEffect, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ZMailContent, type TMailContent } from '#shared/schemas/email.schema.ts';
import { describeMutationError } from '../forms/mutation-error.ts';
import { useTRPC } from '../../trpc.ts';

const PREVIEW_DELAY_MS = 500;

export function useMailPreview(draft: TMailContent, previewName: string | undefined) {
  const trpc = useTRPC();
  const preview = useMutation(trpc.email.preview.mutationOptions());
  const checked = useMemo(() => ZMailContent.safeParse(draft), [draft]);
  const key = JSON.stringify([draft, previewName]);

  useEffect(() => {
    if (!checked.success) return undefined;
    const timer = setTimeout(() => preview.mutate({ ...draft, preview_name: previewName }), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // The key stands for the draft's content: a new object with the same content needs no new preview.
  }, [key, checked.success]);

  const hint = checked.success ? null : draft.template === 'Custom' ? 'Add a subject and at least one complete block to see the preview.' : 'Add a subject and a message to see the preview.';
  return {
    preview: preview.data,
    isUpdating: preview.isPending,
    hint,
    error: preview.isError ? describeMutationError(preview.error, 'The preview could not be made.').message : null,
  };
}
