import { describe, expect, it } from 'vitest';
import { ZMailBlock } from '#shared/schemas/email.schema.ts';
import { moveBlock, newBlock, previewableDraft, removeBlock, replaceBlock, toMailBlocks } from './mail-blocks.ts';

describe('the Custom block list', () => {
  const title = newBlock('title');
  const paragraph = newBlock('paragraph');
  const images = newBlock('images');
  const blocks = [title, paragraph, images];

  it('creates every block type with empty fields and a unique key', () => {
    const all = (['title', 'paragraph', 'image', 'images', 'paragraph-image', 'image-paragraph'] as const).map(newBlock);
    expect(new Set(all.map((block) => block.key)).size).toBe(6);
    expect(all.map((block) => block.type)).toEqual(['title', 'paragraph', 'image', 'images', 'paragraph-image', 'image-paragraph']);
    expect(newBlock('images')).toMatchObject({
      images: [
        { src: '', alt: '' },
        { src: '', alt: '' },
      ],
    });
  });

  it('reorders, removes and edits blocks', () => {
    expect(moveBlock(blocks, images.key, -1).map((block) => block.type)).toEqual(['title', 'images', 'paragraph']);
    expect(moveBlock(blocks, title.key, -1)).toBe(blocks);
    expect(moveBlock(blocks, images.key, 1)).toBe(blocks);
    expect(removeBlock(blocks, paragraph.key).map((block) => block.type)).toEqual(['title', 'images']);
    expect(replaceBlock(blocks, title.key, { ...title, text: 'Hello' } as typeof title)[0]).toMatchObject({ text: 'Hello' });
  });

  it('sends the blocks without their keys, in the shape the server validates', () => {
    const filled = toMailBlocks([
      { ...title, text: 'Open house' } as typeof title,
      {
        ...images,
        images: [
          { src: '/media/email/a.jpg', alt: 'Front' },
          { src: 'https://example.com/b.jpg', alt: '' },
        ],
      } as typeof images,
    ]);
    expect(filled[0]).toEqual({ type: 'title', text: 'Open house' });
    for (const block of filled) expect(ZMailBlock.safeParse(block).success).toBe(true);
  });

  it('previews a Custom mail with its complete blocks and counts the unfinished ones', () => {
    const done = { ...newBlock('paragraph'), text: 'Open house on Saturday' };
    const draft = { template: 'Custom' as const, title: 'News', subject: 'Open house', blocks: toMailBlocks([done, newBlock('image'), newBlock('title')]) };
    const { draft: shown, incompleteBlocks } = previewableDraft(draft);
    expect(incompleteBlocks).toBe(2);
    expect(shown.template === 'Custom' && shown.blocks).toEqual([{ type: 'paragraph', text: 'Open house on Saturday' }]);
    const plain = { template: 'reply' as const, title: 't', subject: 's', msg: 'm' };
    expect(previewableDraft(plain)).toEqual({ draft: plain, incompleteBlocks: 0 });
  });
});
