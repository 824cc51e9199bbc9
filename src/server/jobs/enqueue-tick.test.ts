import { describe, expect, it, vi } from 'vitest';
import { enqueueTick } from './enqueue-tick.ts';

describe('a schedule tick', () => {
  it('enqueues, and logs a failed enqueue in one line rather than throwing into node-cron', async () => {
    const log = { error: vi.fn() };
    const send = vi.fn().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValueOnce('job-id');
    const tick = enqueueTick({ log } as never, 'index rebuild', send);
    await expect(tick()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith('could not enqueue the index rebuild: Error: connection refused');
    await tick();
    expect(send).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
