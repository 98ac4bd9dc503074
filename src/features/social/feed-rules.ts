// Social feed rules (SPEC §5, §9): which posts an info or image feed shows, and how many.
import type { FeedPost } from '#shared/api/home';

export const INFO_FEED_POSTS = 3;
export const IMAGE_FEED_POSTS = 6;
/** Text-only posts are normal on X (formerly Twitter), so its info posts need no image. */
export const IMAGE_OPTIONAL_NETWORKS: readonly string[] = ['x', 'twitter'];
/** Reposts on X are someone else's words; they are dropped. */
export const REPOST_DROPPED_NETWORKS: readonly string[] = ['x', 'twitter'];

export type FeedKind = 'info' | 'image';

function droppedRepost(p: FeedPost): boolean {
  return p.is_repost && REPOST_DROPPED_NETWORKS.includes(p.network_id);
}

export function postQualifies(p: FeedPost, kind: FeedKind): boolean {
  if (droppedRepost(p)) return false;
  const hasImage = Boolean(p.image);
  if (kind === 'image') return hasImage;
  return p.text.trim() !== '' && (hasImage || IMAGE_OPTIONAL_NETWORKS.includes(p.network_id));
}

/** The posts to show, in feed order: qualifying ones whose image has not failed to load, up to the feed's limit. */
export function pickPosts(posts: readonly FeedPost[], kind: FeedKind, failedImages: ReadonlySet<string> = new Set()): FeedPost[] {
  const limit = kind === 'info' ? INFO_FEED_POSTS : IMAGE_FEED_POSTS;
  return posts.filter((p) => postQualifies(p, kind) && !(p.image && failedImages.has(p.id))).slice(0, limit);
}

const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  twitter: 'X',
  weibo: 'Weibo',
  youtube: 'YouTube',
  weixin: 'WeChat',
  line: 'LINE',
  xiaohongshu: 'Xiaohongshu',
  douyin: 'Douyin',
};

export function networkName(id: string): string {
  return NETWORK_NAMES[id] ?? id;
}
