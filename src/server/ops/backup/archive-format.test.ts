/** The pure parts of the archive: table order for a restore without deferred checks, names, the media index. */
import { describe, expect, it } from 'vitest';
import { archiveFileName, isArchiveFileName, mediaIndexLine, parseMediaIndex, tablePartPath } from './archive-format.ts';
import { orderParentsFirst } from './database-catalog.ts';

describe('orderParentsFirst', () => {
  const tables = ['showing_entry', 'appointment', 'listing', 'comment', 'app_user', 'blog_reply', 'blog_post', 'blog_category'].map((name) => ({ name }));
  const keys = [
    { child: 'showing_entry', parent: 'appointment' },
    { child: 'showing_entry', parent: 'listing' },
    { child: 'comment', parent: 'appointment' },
    { child: 'comment', parent: 'listing' },
    { child: 'blog_reply', parent: 'blog_post' },
    { child: 'blog_post', parent: 'blog_category' },
  ];

  it('puts every parent before the tables that reference it', () => {
    const order = orderParentsFirst(tables, keys).map((table) => table.name);
    for (const { child, parent } of keys) expect(order.indexOf(parent), `${parent} before ${child}`).toBeLessThan(order.indexOf(child));
    expect(order).toHaveLength(tables.length);
  });

  it('is the same whatever order the catalog lists the tables in', () => {
    expect(orderParentsFirst([...tables].reverse(), keys)).toEqual(orderParentsFirst(tables, keys));
  });

  it('still places every table when keys form a cycle or point at themselves', () => {
    const order = orderParentsFirst(
      [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
      [
        { child: 'a', parent: 'b' },
        { child: 'b', parent: 'a' },
        { child: 'c', parent: 'c' },
      ],
    );
    expect(order.map((table) => table.name).sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('archive names and the media index', () => {
  it('names archives by time, in an order that sorts', () => {
    const earlier = archiveFileName(new Date('2026-11-25T03:30:00.000Z'));
    const later = archiveFileName(new Date('2026-11-26T03:30:00.000Z'));
    expect(earlier).toBe('backup-2026-11-25T03-30-00-000Z.tar.gz');
    expect([later, earlier].sort()).toEqual([earlier, later]);
    expect(isArchiveFileName(earlier)).toBe(true);
    for (const name of ['status.json', '.backup-2026-11-25T03-30-00-000Z.tar.gz.partial', '../backup-1.tar.gz', 'backup-x/../../y.tar.gz'])
      expect(isArchiveFileName(name), name).toBe(false);
  });

  it('numbers table parts so they sort in load order', () => {
    expect(tablePartPath(3, 'listing', 12)).toBe('db/0003-listing/000012.copy');
  });

  it('reads back the index lines it writes, keys with spaces included', () => {
    const entries = [
      { sha256: 'a'.repeat(64), bytes: 10, key: 'listings/C1/photo one.webp' },
      { sha256: 'b'.repeat(64), bytes: 0, key: 'site/logo.png' },
    ];
    expect(parseMediaIndex(entries.map(mediaIndexLine).join(''))).toEqual(entries);
  });
});
