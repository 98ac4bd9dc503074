// The modal's tabs (WAI-ARIA tabs pattern): arrow keys move between tabs, mirrored in right-to-left locales.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ModalTab } from './rules';
import { InfoPanel } from './InfoPanel';
import { VideoPanel } from './VideoPanel';

export function ModalTabs({ tabs }: { tabs: ModalTab[] }) {
  const { t } = useLingui();
  const [activeId, setActiveId] = useState(tabs[0]?.id);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const active = tabs.find((x) => x.id === activeId) ?? tabs[0];
  if (!active) return null;

  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const i = tabs.findIndex((x) => x.id === active.id);
    let next = -1;
    if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    else if (e.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next = (i + 1) % tabs.length;
    else if (e.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) next = (i - 1 + tabs.length) % tabs.length;
    if (next < 0) return;
    e.preventDefault();
    const tab = tabs[next]!;
    setActiveId(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div className="a11y-tabs">
      <div role="tablist" aria-label={t`Access information`} className="a11y-tabs__list" onKeyDown={move}>
        {tabs.map((tab) => {
          const selected = tab.id === active.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`a11y-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`a11y-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className="a11y-tabs__tab"
              onClick={() => setActiveId(tab.id)}
            >
              {tab.kind === 'info' ? tab.tab.name : tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`a11y-panel-${active.id}`} aria-labelledby={`a11y-tab-${active.id}`} tabIndex={0} className="a11y-tabs__panel">
        {active.kind === 'info' ? <InfoPanel tab={active.tab} sections={active.sections} /> : <VideoPanel videos={active.videos} />}
      </div>
    </div>
  );
}
