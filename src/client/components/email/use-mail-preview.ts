/**
 * Asks the server for the exact mail a moment after the agent stops typing. A Custom mail is
 * rendered with its complete blocks (the hint counts the unfinished ones); any other draft once
 * it is complete, the hint saying what is missing until then.
 */
import { useEffect, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ZMailContent, type TMailContent } from '#shared/schemas/email.schema.ts';
import { describeMutationError } from '../forms/mutation-error.ts';
import { useTRPC } from '../../trpc.ts';
import { previewableDraft } from './mail-blocks.ts';

const PREVIEW_DELAY_MS = 500;

export function useMailPreview(fullDraft: TMailContent, previewName: string | undefined) {
  const trpc = useTRPC();
  const preview = useMutation(trpc.email.preview.mutationOptions());
  const { draft, incompleteBlocks } = useMemo(() => previewableDraft(fullDraft), [fullDraft]);
  const checked = useMemo(() => ZMailContent.safeParse(draft), [draft]);
  // The request as the text it travels as: a new draft object with the same content is the same
  // request and asks for no new preview (the effect below depends on this text, not the object).
  const request = checked.success ? JSON.stringify({ ...draft, preview_name: previewName }) : null;
  const { mutate } = preview;

  useEffect(() => {
    if (request === null) return undefined;
    const timer = setTimeout(() => mutate(JSON.parse(request) as TMailContent & { preview_name?: string }), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [request, mutate]);

  let hint: string | null = null;
  if (!checked.success) {
    hint =
      draft.template === 'Custom' ? 'Add a subject and at least one complete block to see the preview.' : 'Add a subject and a message to see the preview.';
  } else if (incompleteBlocks > 0) {
    hint = `${incompleteBlocks} unfinished ${incompleteBlocks === 1 ? 'block is' : 'blocks are'} not in the preview yet.`;
  }
  return {
    preview: checked.success ? preview.data : undefined,
    isUpdating: preview.isPending,
    hint,
    error: preview.isError ? describeMutationError(preview.error, 'The preview could not be made.').message : null,
  };
}
