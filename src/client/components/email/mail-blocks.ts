/**
 * The Custom template's block list while it is being built: add, edit, remove and reorder.
 * Each block carries a key for React; `toMailBlocks` drops it for the send call.
 */
import { ZMailBlock, type TMailBlock, type TMailBlockType, type TMailContent } from '#shared/schemas/email.schema.ts';

export type DraftBlock = TMailBlock & { key: string };

let nextKey = 1;
const blankImage = () => ({ src: '', alt: '' });

export function newBlock(type: TMailBlockType): DraftBlock {
  const key = `block-${nextKey++}`;
  switch (type) {
    case 'title':
      return { key, type, text: '' };
    case 'paragraph':
      return { key, type, text: '' };
    case 'image':
      return { key, type, image: blankImage() };
    case 'images':
      return { key, type, images: [blankImage(), blankImage()] };
    case 'paragraph-image':
      return { key, type, text: '', image: blankImage() };
    case 'image-paragraph':
      return { key, type, image: blankImage(), text: '' };
  }
}

export function replaceBlock(blocks: DraftBlock[], key: string, next: DraftBlock): DraftBlock[] {
  return blocks.map((block) => (block.key === key ? next : block));
}

export function removeBlock(blocks: DraftBlock[], key: string): DraftBlock[] {
  return blocks.filter((block) => block.key !== key);
}

/** Moves a block one place up (-1) or down (+1); at either end nothing changes. */
export function moveBlock(blocks: DraftBlock[], key: string, direction: -1 | 1): DraftBlock[] {
  const from = blocks.findIndex((block) => block.key === key);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= blocks.length) return blocks;
  const next = [...blocks];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function toMailBlocks(blocks: DraftBlock[]): TMailBlock[] {
  return blocks.map(({ key: _key, ...block }) => block as TMailBlock);
}

/**
 * The draft the preview shows: a Custom mail with its complete blocks only, so the agent sees the
 * finished part while the next block is still being filled in; how many were left out.
 */
export function previewableDraft(draft: TMailContent): { draft: TMailContent; incompleteBlocks: number } {
  if (draft.template !== 'Custom') return { draft, incompleteBlocks: 0 };
  const complete = draft.blocks.filter((block) => ZMailBlock.safeParse(block).success);
  return { draft: { ...draft, blocks: complete }, incompleteBlocks: draft.blocks.length - complete.length };
}
