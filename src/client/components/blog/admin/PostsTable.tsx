/**
 * The posts table (admin spec, section 2): SN, Image, Title, Created, Updated, Actions. Active
 * rows toggle their status, edit and trash; trash rows restore and delete for good.
 */
import { formatBlogDate } from '#shared/blog/blog-date.ts';
import type { TBlogPostRow } from '#shared/schemas/blog.schema.ts';
import { ActionsCell, DataTable } from '../../table/DataTable.tsx';

interface PostsTableProps {
  mode: 'active' | 'trash';
  posts: TBlogPostRow[];
  isBusy: boolean;
  onToggleStatus: (post: TBlogPostRow) => void;
  onEdit: (post: TBlogPostRow) => void;
  onTrash: (post: TBlogPostRow) => void;
  onRestore: (post: TBlogPostRow) => void;
  onDelete: (post: TBlogPostRow) => void;
}

export function PostsTable({ mode, posts, isBusy, onToggleStatus, onEdit, onTrash, onRestore, onDelete }: PostsTableProps) {
  if (posts.length === 0)
    return <p className="admin-empty">{mode === 'trash' ? 'The trash is empty.' : 'No posts yet. Use Post › Create Post to write one.'}</p>;
  return (
    <DataTable
      caption={mode === 'trash' ? 'Deleted posts' : 'Blog posts'}
      className="blog-posts-table"
      columns={['SN', 'Image', 'Title', 'Created', 'Updated', 'Actions']}
    >
      {posts.map((post, index) => (
        <tr key={post.id}>
          <td>{index + 1}</td>
          <td>
            {post.featured_image_url ? (
              <img className="blog-posts-table__image" src={post.featured_image_url} alt="" loading="lazy" />
            ) : (
              <span className="blog-posts-table__image blog-thumb--empty" aria-hidden="true" />
            )}
          </td>
          <td>
            <span className="admin-table__primary">{post.title}</span>
            <span className="admin-table__secondary">{post.category}</span>
          </td>
          <td>{formatBlogDate(post.created_at)}</td>
          <td>{formatBlogDate(post.updated_at)}</td>
          <ActionsCell>
            {mode === 'active' ? (
              <>
                <button type="button" role="switch" aria-checked={post.active} className="blog-switch" disabled={isBusy} onClick={() => onToggleStatus(post)}>
                  <span className="blog-switch__track" aria-hidden="true" />
                  Active<span className="visually-hidden">: {post.title}</span>
                </button>
                <button type="button" className="btn btn--ghost btn--sm" disabled={isBusy} onClick={() => onEdit(post)}>
                  Edit<span className="visually-hidden"> {post.title}</span>
                </button>
                <button type="button" className="btn btn--danger-ghost btn--sm" disabled={isBusy} onClick={() => onTrash(post)}>
                  Trash<span className="visually-hidden"> {post.title}</span>
                </button>
              </>
            ) : (
              <>
                <button type="button" className="btn btn--ghost btn--sm" disabled={isBusy} onClick={() => onRestore(post)}>
                  Restore<span className="visually-hidden"> {post.title}</span>
                </button>
                <button type="button" className="btn btn--danger-ghost btn--sm" disabled={isBusy} onClick={() => onDelete(post)}>
                  Delete permanently<span className="visually-hidden"> {post.title}</span>
                </button>
              </>
            )}
          </ActionsCell>
        </tr>
      ))}
    </DataTable>
  );
}
