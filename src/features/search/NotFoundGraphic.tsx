// The "404" graphic for an empty or failed search: a magnifier over an azulejo tile.
import { COLOURS } from '#/styles/tokens';

export function NotFoundGraphic() {
  return (
    <svg className="not-found-graphic" viewBox="0 0 240 140" width="240" height="140" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="nf-tile" width="20" height="20" patternUnits="userSpaceOnUse">
          <rect width="20" height="20" fill={COLOURS['primary-tint']} />
          <path d="M10 0 L20 10 L10 20 L0 10 Z" fill="none" stroke={COLOURS.primary} strokeWidth="1.2" />
          <circle cx="10" cy="10" r="2.5" fill={COLOURS.primary} />
        </pattern>
      </defs>
      <rect x="4" y="14" width="232" height="112" rx="18" fill="url(#nf-tile)" />
      <text x="120" y="96" textAnchor="middle" fontSize="64" fontWeight="800" fill={COLOURS['primary-deep']} fontFamily="system-ui, sans-serif">
        404
      </text>
      <circle cx="190" cy="42" r="22" fill="#fff" stroke={COLOURS.lantern} strokeWidth="6" />
      <path d="M205 58 L222 76" stroke={COLOURS.lantern} strokeWidth="9" strokeLinecap="round" />
    </svg>
  );
}
