// The UV index on the 12-step colour scale of SPEC §9, with its level in words (never colour alone).
import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { uvColour } from '#/lib/temperature';
import { useLocale } from '#/i18n/current';
import { UV_LEVELS, uvLink } from './labels';

const STEPS = Array.from({ length: 12 }, (_, i) => i + 1);

export function UvScale({ index }: { index: number }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { token, hex } = uvColour(index);
  const level = i18n._(UV_LEVELS[token]);
  const value = Math.round(index);
  const link = uvLink(locale);
  return (
    <section className="weather-card uv" aria-labelledby="uv-title">
      <h2 id="uv-title" className="weather-card__title">
        {t`UV index`}
      </h2>
      <p className="uv__reading">
        <span className="uv__value" style={{ backgroundColor: hex, color: token === 'uvYellow' || token === 'uvOrange' ? '#1A2230' : '#fff' }}>
          {value}
        </span>
        <span className="uv__level">{level}</span>
      </p>
      <ol className="uv__scale" aria-label={t`UV index scale from 1 to 12`}>
        {STEPS.map((n) => {
          const c = uvColour(n);
          const current = n === Math.min(12, Math.max(1, value));
          return (
            <li key={n} className={`uv__step ${current ? 'is-current' : ''}`} aria-current={current ? 'true' : undefined}>
              <span className="uv__swatch" style={{ backgroundColor: c.hex }} />
              <span className="uv__num">
                {n}
                {n === 12 ? '+' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {link ? (
        <a className="uv__link" href={link} target="_blank" rel="noopener">
          {t`UV index details from the weather bureau`}
          <ExternalLink aria-hidden="true" size={14} />
        </a>
      ) : null}
    </section>
  );
}
