// An article's tabs (WAI-ARIA tabs pattern): the active id lives in ?tab= so a reload or a shared link keeps it;
// arrow keys move between tabs (mirrored right to left), Home and End jump to the ends.
import { useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { activeTabId, withActiveTab } from './tabs';

interface Tab {
  id: string;
  title: string;
  content: string;
  fallbackFields?: string[];
}

export function ArticleTabs({
  tabs,
  value,
  onChange,
  idPrefix,
}: {
  tabs: Tab[];
  value: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  idPrefix: string;
}) {
  const { t } = useLingui();
  const visible = tabs.filter((tab) => tab.content.trim() !== '');
  const ids = visible.map((tab) => tab.id);
  // Without a URL to write to (a page that has no ?tab=), the choice is kept in the component.
  const [local, setLocal] = useState<string | undefined>(undefined);
  const current = onChange ? value : local;
  const active = activeTabId(ids, current);
  const select = (id: string) => {
    const next = withActiveTab(current, ids, id);
    if (onChange) onChange(next);
    else setLocal(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = document.documentElement.dir === 'rtl' ? -1 : 1;
    const step = e.key === 'ArrowRight' ? rtl : e.key === 'ArrowLeft' ? -rtl : 0;
    let next = index;
    if (step) next = (index + step + ids.length) % ids.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = ids.length - 1;
    else return;
    e.preventDefault();
    select(ids[next]!);
    document.getElementById(`${idPrefix}-tab-${ids[next]!}`)?.focus();
  };
  if (visible.length === 0) return null;
  const panel = visible.find((tab) => tab.id === active) ?? visible[0]!;
  return (
    <div className="article-tabs">
      <div className="article-tabs__list" role="tablist" aria-label={t`Sections`}>
        {visible.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === panel.id}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab.id === panel.id ? 0 : -1}
            className="article-tabs__tab"
            onClick={() => select(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            lang={tab.fallbackFields?.includes('title') ? 'en' : undefined}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${panel.id}`}
        tabIndex={0}
        className="article-tabs__panel article__body rich-content"
        lang={panel.fallbackFields?.includes('content') ? 'en' : undefined}
        dangerouslySetInnerHTML={{ __html: panel.content }}
      />
    </div>
  );
}
