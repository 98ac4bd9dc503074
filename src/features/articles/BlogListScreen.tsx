// The blog (SPEC §2 main routes, 'blog'): the guide's stories, newest first, each opening at blog/{slug}.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { articleListQuery } from '#/api/article-queries';
import { Breadcrumb } from '#/components/Breadcrumb';
import { ArtImage } from '#/components/ArtImage';
import { LazyImage } from '#/components/LazyImage';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { LOCALE_TABLE } from '#shared/locales';
import '#/components/page-hero.css';
import './articles.css';

export function BlogListScreen() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(articleListQuery(locale, 'blog'));
  const title = t`Blog`;
  useDocumentTitle(title);
  const date = new Intl.DateTimeFormat(LOCALE_TABLE[locale].bcp47, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="page">
      <div className="page-hero">
        <ArtImage motif="street" palette="rose" seed="blog" aspect="banner" alt="" className="page-hero__art" priority />
        <div className="page-hero__inner container">
          <Breadcrumb items={[{ label: title }]} />
          <h1 className="page-hero__title">{title}</h1>
          <p className="page-hero__lead">{t`Stories from the streets, kitchens and festivals of Macao, written by the people who know them.`}</p>
        </div>
      </div>
      <div className="container page-body">
        <ul className="article-list">
          {data.articles.map((a) => (
            <li key={a.slug}>
              <Link to="/$locale/blog/$slug" params={{ locale, slug: a.slug }} className="article-card">
                <LazyImage src={a.thumbnail} alt="" aspect="card" width={480} />
                <div className="article-card__body">
                  <h2 className="article-card__title" lang={a.fallbackFields?.includes('title') ? 'en' : undefined}>
                    {a.title}
                  </h2>
                  <p className="article-card__summary" lang={a.fallbackFields?.includes('summary') ? 'en' : undefined}>
                    {a.summary}
                  </p>
                  <p className="article-card__date">
                    <time dateTime={a.updatedAt}>{date.format(new Date(`${a.updatedAt}T00:00:00Z`))}</time>
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
