import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const BlogCategory = defineEntity({
  name: 'BlogCategory',
  tableName: 'blog_category',
  properties: {
    id: p.integer().primary().autoincrement(),
    category: p.text(),
    imageUrl: p.text().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type IBlogCategory = InferEntity<typeof BlogCategory>;

export const BlogPost = defineEntity({
  name: 'BlogPost',
  tableName: 'blog_post',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.text(),
    category: () => p.manyToOne(BlogCategory),
    excerpt: p.text(),
    /** Slate document (JSON); rendered to HTML on the server through an allow-list. */
    content: p.json<unknown[]>(),
    featuredImageUrl: p.text().nullable(),
    isActive: p.boolean().default(true),
    trashedAt: p.datetime().nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type IBlogPost = InferEntity<typeof BlogPost>;

export const BlogReply = defineEntity({
  name: 'BlogReply',
  tableName: 'blog_reply',
  properties: {
    id: p.integer().primary().autoincrement(),
    post: () => p.manyToOne(BlogPost).deleteRule('cascade'),
    name: p.text(),
    email: p.text(),
    message: p.text(),
    isApproved: p.boolean().default(false),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});
export type IBlogReply = InferEntity<typeof BlogReply>;
