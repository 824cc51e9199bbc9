/**
 * How the editor draws the document: the same tags the server's serializer writes (shared
 * document model), so what the agent sees while typing is what readers get.
 */
import type { RenderElementProps, RenderLeafProps } from 'slate-react';
import { useFocused, useSelected } from 'slate-react';
import type { BlogImage } from '#shared/blog/blog-document.ts';

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

export function renderElement(props: RenderElementProps) {
  const { attributes, children, element } = props;
  switch (element.type) {
    case 'heading-two':
      return <h2 {...attributes}>{children}</h2>;
    case 'heading-three':
      return <h3 {...attributes}>{children}</h3>;
    case 'block-quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url}>
          {children}
        </a>
      );
    case 'image':
      return <ImageElement {...props} element={element} />;
    default:
      return <p {...attributes}>{children}</p>;
  }
}

export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.bold) content = <strong>{content}</strong>;
  return <span {...attributes}>{content}</span>;
}
