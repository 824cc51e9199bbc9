/**
 * How the editor draws the document: the same tags the server's serializer writes (shared
 * document model), so what the agent sees while typing is what readers get.
 */
import type { RenderElementProps, RenderLeafProps } from 'slate-react';
import { useFocused, useSelected } from 'slate-react';
import type { JSX } from 'react';
import type { BlogElement, BlogImage } from '#shared/blog/blog-document.ts';

function ImageElement({ attributes, children, element }: RenderElementProps & { element: BlogImage }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes}>
      <figure contentEditable={false} className={`blog-editor__image${selected && focused ? ' is-selected' : ''}`}>
        <img src={element.url} alt={element.alt} />
      </figure>
      {children}
    </div>
  );
}

/** The tag of every element drawn as it is: the serializer's (render-blog-html.ts) for the text blocks and lists. */
const ELEMENT_TAGS = {
  paragraph: 'p',
  'heading-two': 'h2',
  'heading-three': 'h3',
  'block-quote': 'blockquote',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
  'list-item': 'li',
} as const satisfies Record<Exclude<BlogElement['type'], 'link' | 'image'>, keyof JSX.IntrinsicElements>;

export function renderElement(props: RenderElementProps) {
  const { attributes, children, element } = props;
  if (element.type === 'image') return <ImageElement {...props} element={element} />;
  if (element.type === 'link') {
    return (
      <a {...attributes} href={element.url}>
        {children}
      </a>
    );
  }
  // A node of a type the model does not know (never after normalizeBlogDocument) still shows, as a paragraph.
  const Tag = ELEMENT_TAGS[element.type] ?? 'p';
  return <Tag {...attributes}>{children}</Tag>;
}

export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}
