// A round brand-coloured badge with the network's initials (no third-party logos are loaded).
import { COLOURS } from '#/styles/tokens';

const BADGES: Record<string, { bg: string; text: string }> = {
  facebook: { bg: '#1877F2', text: 'f' },
  x: { bg: '#000000', text: '𝕏' },
  weibo: { bg: COLOURS.lantern, text: '微' },
  qzone: { bg: COLOURS.primary, text: 'Q' },
  linkedin: { bg: '#0A66C2', text: 'in' },
  pinterest: { bg: '#BD081C', text: 'P' },
  reddit: { bg: '#C93B00', text: 'r' },
  tumblr: { bg: '#001935', text: 't' },
  line: { bg: '#06803A', text: 'L' },
  telegram: { bg: '#1F6FA3', text: '✈' },
  whatsapp: { bg: '#0E7A3C', text: 'W' },
  instagram: { bg: '#C13584', text: 'IG' },
  youtube: { bg: '#CC0000', text: '▶' },
  weixin: { bg: '#07803A', text: '微' },
  xiaohongshu: { bg: '#D50D25', text: '书' },
  douyin: { bg: '#111111', text: '抖' },
};

export function ShareIcon({ id }: { id: string }) {
  const badge = BADGES[id] ?? { bg: COLOURS.primary, text: id.slice(0, 2) };
  return (
    <span className="share-icon" style={{ backgroundColor: badge.bg }} aria-hidden="true">
      {badge.text}
    </span>
  );
}
