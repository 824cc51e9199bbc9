/**
 * Blog categories. 'Other' (seeded) always exists: it is the fallback for posts of a deleted
 * category, so it can be neither deleted nor renamed. Posts point at their category by id, so a
 * rename carries every post along. Deleting a category needs the agent's choice for its posts:
 * delete them, or move them to 'Other' — done in one transaction.
 */
import type { z } from 'zod';
import { runInTransaction } from '#server/db/transaction.ts';
import {
  BLOG_VALIDATION,
  OTHER_CATEGORY_IS_FIXED,
  type TBlogCategoryRow,
  type ZBlogCategoryDeleteInput,
  type ZBlogCategoryInput,
  type ZBlogCategoryUpdateInput,
} from '#shared/schemas/blog.schema.ts';
import { DEFAULT_BLOG_CATEGORY } from '../../db/seed.ts';
import { AppError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { deleteBlogImages, discardStored, isNewImage, storeBlogImage, type StoredBlogImage } from './blog-images.ts';
import { findCategory, requireCategory } from './blog-rows.ts';
import type { Queryable } from '../../db/queryable.ts';

type CategoryData = z.output<typeof ZBlogCategoryInput>;
type CategoryUpdateData = z.output<typeof ZBlogCategoryUpdateInput>;
type CategoryDeleteData = z.output<typeof ZBlogCategoryDeleteInput>;

const CATEGORY_EXISTS = 'A category with this name already exists.';
const UNIQUE_VIOLATION = '23505';

const isDefault = (name: string) => name.toLowerCase() === DEFAULT_BLOG_CATEGORY.toLowerCase();
const nameTaken = (field: string) => new AppError('CONFLICT', CATEGORY_EXISTS, { [field]: [CATEGORY_EXISTS] });
const otherIsFixed = (field: string) => new AppError('CONFLICT', OTHER_CATEGORY_IS_FIXED, { [field]: [OTHER_CATEGORY_IS_FIXED] });

/**
 * Every category with its number of posts: `public` counts what readers see, `admin` every post
 * not in the trash. 'Other' comes last.
 */
export async function listCategories(db: Queryable, audience: 'public' | 'admin'): Promise<TBlogCategoryRow[]> {
  const counted = audience === 'public' ? 'p.is_active and p.trashed_at is null' : 'p.trashed_at is null';
  const { rows } = await db.query<{ id: number; category: string; image_url: string | null; post_count: number }>(
    `select c.id, c.category, c.image_url, count(p.id) filter (where ${counted})::int as post_count
     from blog_category c left join blog_post p on p.category_id = c.id
     group by c.id order by lower(c.category) = lower($1), lower(c.category)`,
    [DEFAULT_BLOG_CATEGORY],
  );
  return rows.map((row) => ({ id: row.id, category: row.category, image: row.image_url, post_count: row.post_count, is_default: isDefault(row.category) }));
}

async function storeCategoryImage(services: AppServices, data: string): Promise<StoredBlogImage> {
  return storeBlogImage(services.storage, 'category', data, 'image');
}

export async function createCategory(services: AppServices, input: CategoryData): Promise<void> {
  if (await findCategory(services.pool, input.category)) throw nameTaken('category');
  if (!isNewImage(input.image)) throw new AppError('BAD_REQUEST', BLOG_VALIDATION.categoryImage, { image: [BLOG_VALIDATION.categoryImage] });
  const image = await storeCategoryImage(services, input.image);
  try {
    await services.pool.query('insert into blog_category (category, image_url) values ($1, $2)', [input.category, image.url]);
  } catch (error) {
    await discardStored(services.storage, [image]);
    // Two saves of the same name at once: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw nameTaken('category');
    throw error;
  }
}

/** Renames (posts follow) and/or replaces the image; without a new image the current one stays. */
export async function updateCategory(services: AppServices, input: CategoryUpdateData): Promise<void> {
  const current = await requireCategory(services.pool, input.oldData, 'oldData', 'This category no longer exists.');
  const isRename = input.newData !== current.category;
  if (isRename && isDefault(current.category)) throw otherIsFixed('newData');
  if (isRename) {
    const sameName = await findCategory(services.pool, input.newData);
    if (sameName && sameName.id !== current.id) throw nameTaken('newData');
  }
  if (input.image === null) throw new AppError('BAD_REQUEST', BLOG_VALIDATION.categoryImage, { image: [BLOG_VALIDATION.categoryImage] });
  const image = typeof input.image === 'string' && isNewImage(input.image) ? await storeCategoryImage(services, input.image) : null;
  try {
    await services.pool.query('update blog_category set category = $2, image_url = coalesce($3, image_url) where id = $1', [
      current.id,
      input.newData,
      image?.url ?? null,
    ]);
  } catch (error) {
    await discardStored(services.storage, [image]);
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw nameTaken('newData');
    throw error;
  }
  if (image) await deleteBlogImages(services.storage, [current.image_url]);
}

export async function deleteCategory(services: AppServices, input: CategoryDeleteData): Promise<void> {
  const imageUrls = await runInTransaction(services.pool, async (client) => {
    const { rows } = await client.query<{ id: number; category: string; image_url: string | null }>(
      'select id, category, image_url from blog_category where lower(category) = lower($1) for update',
      [input.category.trim()],
    );
    const category = rows[0];
    if (!category) throw new AppError('NOT_FOUND', 'Category not found');
    if (isDefault(category.category)) throw otherIsFixed('category');
    const removedImages: (string | null)[] = [category.image_url];
    if (input.changePosts) {
      await client.query('update blog_post set category_id = (select id from blog_category where lower(category) = lower($2)) where category_id = $1', [
        category.id,
        DEFAULT_BLOG_CATEGORY,
      ]);
    } else {
      const { rows: deleted } = await client.query<{ featured_image_url: string | null }>(
        'delete from blog_post where category_id = $1 returning featured_image_url',
        [category.id],
      );
      removedImages.push(...deleted.map((post) => post.featured_image_url));
    }
    await client.query('delete from blog_category where id = $1', [category.id]);
    return removedImages;
  });
  // Files go only once the rows are gone for good.
  await deleteBlogImages(services.storage, imageUrls);
}
