import { describe, expect, it } from 'vitest';
import { COMPACT_FROM_INSERTED, needsIndexCompaction } from './index-compaction.ts';

describe('needsIndexCompaction', () => {
  it('asks for a rebuild after a run that wrote many listings and a large share of them', () => {
    expect(needsIndexCompaction(COMPACT_FROM_INSERTED, COMPACT_FROM_INSERTED)).toBe(true);
    expect(needsIndexCompaction(30_000, 100_000)).toBe(true);
    expect(needsIndexCompaction(500_000, 2_000_000)).toBe(true);
  });

  it('leaves a daily run, or a small board’s first import, to the indexes as they are', () => {
    expect(needsIndexCompaction(COMPACT_FROM_INSERTED - 1, COMPACT_FROM_INSERTED - 1)).toBe(false);
    expect(needsIndexCompaction(30_000, 2_000_000)).toBe(false);
    expect(needsIndexCompaction(0, 0)).toBe(false);
  });
});
