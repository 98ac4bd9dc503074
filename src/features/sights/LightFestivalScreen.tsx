// macao-light-festival's base path: the festival article (title, banner, tabs; server-sanitised HTML).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { articleQuery } from '#/api/map-queries';
import { Breadcrumb } from '#/components/Breadcrumb';
import { FallbackText } from '#/components/FallbackText';
import { LazyImage } from '#/components/LazyImage';
import { useDocumentTitle } from '#/components/useDocumentTitle';
import { useLocale } from '#/i18n/current';
import { LIGHT_FESTIVAL } from './route-helpers';

/** `tab` is the ?tab= search value (tab ids separated by '|'); `onTab` writes it back to the URL. */
export function LightFestivalScreen({ tab: tabParam, onTab }: { tab?: string | undefined; onTab: (id: string) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(articleQuery(locale, LIGHT_FESTIVAL.category, LIGHT_FESTIVAL.slug));
  useDocumentTitle(data.title);
  const tabs = data.tabs.filter((tab) => tab.content.trim() !== '');
  const active = tabs.find((tab) => tab.id === tabParam?.split('|')[0]) ?? tabs[0];
  const select = onTab;
  return (
    <article className="overview container festival">
      <LazyImage src={data.banner} alt="" aspect="banner" width={1240} className="festival__banner" eager />
      <header className="overview__header">
        <Breadcrumb items={[{ label: data.title }]} {...(data.updatedAt ? { updatedAt: data.updatedAt } : {})} />
        <FallbackText fields={data.fallbackFields} field="title" as="h1">
          {data.title}
        </FallbackText>
        {data.summary ? <p className="overview__lead">{data.summary}</p> : null}
        {data.author ? <p className="festival__author">{data.author.name}</p> : null}
      </header>
      {data.content ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.content }} /> : null}
      {tabs.length > 0 && active ? (
        <>
          <div className="tabs" role="tablist" aria-label={t`Sections`}>
            {tabs.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={`tab-${tab.id}`}
                aria-selected={tab.id === active.id}
                aria-controls={`panel-${tab.id}`}
                tabIndex={tab.id === active.id ? 0 : -1}
                className="tabs__tab"
                onClick={() => select(tab.id)}
                onKeyDown={(e) => {
                  const i = tabs.findIndex((x) => x.id === tab.id);
                  const dir = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                  if (!dir) return;
                  const rtl = document.documentElement.dir === 'rtl' ? -1 : 1;
                  const next = tabs[(i + dir * rtl + tabs.length) % tabs.length];
                  if (next) {
                    select(next.id);
                    document.getElementById(`tab-${next.id}`)?.focus();
                  }
                }}
              >
                {tab.title}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`panel-${active.id}`}
            aria-labelledby={`tab-${active.id}`}
            className="rich-text tabs__panel"
            dangerouslySetInnerHTML={{ __html: active.content }}
          />
        </>
      ) : null}
      {data.sections.map((s) => (
        <section key={s.id} id={s.id} className="detail__section">
          <h2>{s.title}</h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: s.content }} />
        </section>
      ))}
    </article>
  );
}
