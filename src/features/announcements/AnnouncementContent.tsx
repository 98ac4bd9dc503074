// An announcement's HTML (sanitized when the content was imported), masked with "read more" when taller than 440 px.
import { useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { READ_MORE_MAX_PX } from '#/lib/announcement-queue';

export function AnnouncementContent({ html, fallbackEnglish }: { html: string; fallbackEnglish?: boolean }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setTall(el.scrollHeight > READ_MORE_MAX_PX);
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    return () => ro?.disconnect();
  }, [html]);

  const masked = tall && !expanded;
  return (
    <div className="announcement-content">
      <div
        ref={ref}
        className={`announcement-content__body rich-text ${masked ? 'is-masked' : ''}`}
        style={masked ? { maxBlockSize: READ_MORE_MAX_PX } : undefined}
        lang={fallbackEnglish ? 'en' : undefined}
        dir={fallbackEnglish ? 'auto' : undefined}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {tall && !expanded ? (
        <button type="button" className="button button--ghost announcement-content__more" onClick={() => setExpanded(true)}>
          {t`Read more`}
          <ChevronDown aria-hidden="true" size={18} />
        </button>
      ) : null}
    </div>
  );
}
