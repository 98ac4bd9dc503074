// The article page (SPEC §2 "Article page"): breadcrumb with the updated-at line, banner, title, author with its
// optional link, media buttons (audio guide, share), content, tabs kept in ?tab=, sections, and the article's own
// style scoped to it. The article's `script` is configuration read as data (fullWidth), never run.
import { useMemo, useState, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Headphones } from 'lucide-react';
import type { ArticleDetail, articleDetailQuery } from '#/api/article-queries';
import { Breadcrumb, type Crumb } from '#/components/Breadcrumb';
import { FallbackText } from '#/components/FallbackText';
import { LazyImage } from '#/components/LazyImage';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import { safeExternalUrl } from '#/lib/external-link';
import { ShareButton } from '#/features/share';
import { AudioGuide } from '#/features/audio';
import { ArticleTabs } from './ArticleTabs';
import { scopeCss } from './scope-css';
import './articles.css';

export interface ArticleScreenProps {
  /** articleDetailQuery or articleBySlugQuery (same shape). */
  query: ReturnType<typeof articleDetailQuery>;
  /** Crumbs between home and the article (category, group). */
  trail?: Crumb[];
  /** The ?tab= value and how to write it back. */
  tab?: string | undefined;
  onTab?: (value: string) => void;
  /** Shown beside the article (related pages); below it on narrow screens. */
  aside?: ReactNode;
  /** Page-specific blocks after the article's text (lists, maps). */
  children?: ReactNode;
}

export function ArticleScreen({ query, trail = [], tab, onTab, aside, children }: ArticleScreenProps) {
  const { data } = useSuspenseQuery(query);
  return (
    <ArticleView article={data} trail={trail} tab={tab} onTab={onTab} aside={aside}>
      {children}
    </ArticleView>
  );
}

export function ArticleView({ article: a, trail = [], tab, onTab, aside, children }: Omit<ArticleScreenProps, 'query'> & { article: ArticleDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [listening, setListening] = useState(false);
  useDocumentTitle(a.title);
  const scope = `article-${a.category}-${a.slug}`;
  const css = useMemo(() => (a.style ? scopeCss(a.style, `[data-article="${scope}"]`) : ''), [a.style, scope]);
  const updated = formatDate(a.updatedAt, LOCALE_TABLE[locale].bcp47);
  const authorLink = a.author?.link ? safeExternalUrl(a.author.link) : null;
  const audio = a.otherMedia.audioGuide;
  const fullWidth = a.script?.fullWidth === true;
  const hasAside = Boolean(aside) && !fullWidth;

  return (
    <article className={`article${fullWidth ? ' article--full' : ''}`} data-article={scope}>
      {css ? <style>{css}</style> : null}
      <div className="article__banner">
        <LazyImage src={a.banner} alt="" aspect="banner" width={1600} priority className="article__banner-image" />
      </div>
      <div className={`article__layout container${hasAside ? ' article__layout--aside' : ''}`}>
        <div className="article__main">
          <header className="article__header">
            <Breadcrumb items={[...trail, { label: a.title }]} {...(updated ? { updatedAt: t`Updated ${updated}` } : {})} />
            <FallbackText fields={a.fallbackFields} field="title" as="h1">
              {a.title}
            </FallbackText>
            {a.summary ? (
              <FallbackText fields={a.fallbackFields} field="summary" as="p">
                <span className="article__lead">{a.summary}</span>
              </FallbackText>
            ) : null}
            {a.author ? <AuthorLine name={a.author.name} href={authorLink?.href} /> : null}
            <div className="article__media" role="group" aria-label={t`Listen and share`}>
              {audio.length > 0 ? (
                <button
                  type="button"
                  className="button button--primary"
                  aria-expanded={listening}
                  aria-controls={`${scope}-audio`}
                  onClick={() => setListening(!listening)}
                >
                  <Headphones aria-hidden="true" size={18} />
                  {t`Audio guide`}
                </button>
              ) : null}
              <ShareButton title={a.title} />
            </div>
            <div id={`${scope}-audio`} hidden={!listening}>
              {listening ? <AudioGuide items={audio} /> : null}
            </div>
          </header>
          {a.content ? (
            <div
              className="article__body rich-content"
              lang={a.fallbackFields?.includes('content') ? 'en' : undefined}
              dangerouslySetInnerHTML={{ __html: a.content }}
            />
          ) : null}
          {a.tabs.length > 0 ? <ArticleTabs tabs={a.tabs} value={tab} onChange={onTab} idPrefix={scope} /> : null}
          {a.sections.map((s) => (
            <section key={s.id} id={s.id} className="article__section" aria-labelledby={`${scope}-${s.id}`}>
              <h2 id={`${scope}-${s.id}`} lang={s.fallbackFields?.includes('title') ? 'en' : undefined}>
                {s.title}
              </h2>
              <div
                className="article__body rich-content"
                lang={s.fallbackFields?.includes('content') ? 'en' : undefined}
                dangerouslySetInnerHTML={{ __html: s.content }}
              />
            </section>
          ))}
        </div>
        {aside ? <aside className="article__aside">{aside}</aside> : null}
      </div>
      {children ? <div className="article__extra container">{children}</div> : null}
    </article>
  );
}

function AuthorLine({ name, href }: { name: string; href?: string | undefined }) {
  const { t } = useLingui();
  const authorName = name;
  return (
    <p className="article__author">
      {href ? (
        <Trans>
          By{' '}
          <a href={href} target="_blank" rel="noopener noreferrer" title={t`(opens in a new tab)`}>
            {authorName}
          </a>
        </Trans>
      ) : (
        <Trans>By {authorName}</Trans>
      )}
    </p>
  );
}

function formatDate(iso: string | undefined, bcp47: string): string | null {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  return new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
