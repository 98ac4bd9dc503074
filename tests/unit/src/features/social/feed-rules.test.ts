import { describe, expect, it } from 'vitest';
import type { FeedPost } from '#shared/api/home';
import { pickPosts, postQualifies } from '../../../../../src/features/social/feed-rules';

const post = (id: string, extra: Partial<FeedPost> = {}): FeedPost => ({
  id,
  text: `post ${id}`,
  image: `/media/${id}.svg`,
  is_repost: false,
  network_id: 'facebook',
  url: `https://example.org/${id}`,
  user_url: 'https://example.org',
  source_identifier: 'visitmacao',
  ...extra,
});

describe('social feed rules (SPEC §5, §9)', () => {
  it('shows 3 posts per info feed and 6 per image feed, from requests of 10', () => {
    const many = Array.from({ length: 10 }, (_, i) => post(String(i)));
    expect(pickPosts(many, 'info')).toHaveLength(3);
    expect(pickPosts(many, 'image')).toHaveLength(6);
  });
  it('needs text and an image for info posts, except on X', () => {
    expect(postQualifies(post('a', { text: '  ' }), 'info')).toBe(false);
    expect(postQualifies(post('b', { image: '' }), 'info')).toBe(false);
    expect(postQualifies(post('c', { image: '', network_id: 'x' }), 'info')).toBe(true);
    expect(postQualifies(post('d', { image: '', network_id: 'x', text: '' }), 'info')).toBe(false);
  });
  it('needs an image in the image feed', () => {
    expect(postQualifies(post('a', { image: '' }), 'image')).toBe(false);
    expect(postQualifies(post('b', { text: '' }), 'image')).toBe(true);
  });
  it('drops reposts from X but keeps shares elsewhere', () => {
    expect(postQualifies(post('a', { network_id: 'x', is_repost: true }), 'info')).toBe(false);
    expect(postQualifies(post('b', { network_id: 'facebook', is_repost: true }), 'info')).toBe(true);
  });
  it('skips posts whose image failed to load and fills the gap with the next one', () => {
    const list = [post('1'), post('2'), post('3'), post('4')];
    expect(pickPosts(list, 'info', new Set(['2'])).map((p) => p.id)).toEqual(['1', '3', '4']);
    const textOnly = post('x1', { image: '', network_id: 'x' });
    expect(pickPosts([textOnly], 'info', new Set(['x1'])).map((p) => p.id)).toEqual(['x1']);
  });
});
