// The level-icon legend: every icon with its name, and the office's article explaining them.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { levelIconListQuery } from '#/api/accessibility-queries';
import { useLocale } from '#/i18n/current';
import { fallbackAttrs, isFallback } from '#/components/fallback';
import { LEGEND_ORDER } from './rules';
import { LevelBadgeList } from './LevelIcon';

export function LevelLegend() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: article } = useQuery(levelIconListQuery(locale));
  const contentInEnglish = isFallback(article?.fallbackFields, 'content', locale);
  return (
    <section className="a11y-panel a11y-legend" aria-labelledby="a11y-legend-title">
      <h2 id="a11y-legend-title">{article?.title || t`Level icons`}</h2>
      {article?.summary ? <p {...fallbackAttrs(article.fallbackFields, 'summary', locale)}>{article.summary}</p> : null}
      <LevelBadgeList badges={LEGEND_ORDER} />
      {article?.content ? (
        <details className="a11y-legend__more">
          <summary>
            <Trans>What the icons mean</Trans>
          </summary>
          <div className="rich-text" lang={contentInEnglish ? 'en' : undefined} dangerouslySetInnerHTML={{ __html: article.content }} />
        </details>
      ) : null}
    </section>
  );
}
