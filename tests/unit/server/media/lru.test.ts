// The byte-bounded LRU used for rendered media.
import { describe, expect, it } from 'vitest';
import { ByteLru } from '../../../../server/media/lru';

describe('ByteLru', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const lru = new ByteLru(10);
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    expect(lru.get('a')).toBeDefined();
    lru.set('c', Buffer.alloc(4));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.totalBytes).toBe(8);
  });

  it('ignores values larger than the whole budget and replaces existing keys', () => {
    const lru = new ByteLru(10);
    lru.set('big', Buffer.alloc(11));
    expect(lru.size).toBe(0);
    lru.set('a', Buffer.alloc(3));
    lru.set('a', Buffer.alloc(5));
    expect(lru.totalBytes).toBe(5);
  });
});
