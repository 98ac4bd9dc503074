// The language selector: every enabled locale, linking to this page in that language.
import { useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ENABLED_LOCALES, LOCALE_TABLE } from '#shared/locales';
import { useLocale } from '#/i18n/current';
import { splitLocalePath } from '#/lib/page-status';

export function LanguageSelector({ inline = false }: { inline?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();
  const { rest } = splitLocalePath(location.pathname);
  const currentName = LOCALE_TABLE[locale].name;
  const suffix = `${rest ? `/${rest}` : ''}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onPointer = (e: PointerEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const list = (
    <ul id={listId} className="language-list" aria-label={t`Languages`}>
      {ENABLED_LOCALES.map((l) => (
        <li key={l}>
          <a
            href={`/${l}${suffix}`}
            lang={LOCALE_TABLE[l].bcp47}
            hrefLang={LOCALE_TABLE[l].bcp47}
            aria-current={l === locale ? 'true' : undefined}
            className="language-list__item"
          >
            {LOCALE_TABLE[l].name}
          </a>
        </li>
      ))}
    </ul>
  );

  if (inline) return list;
  return (
    <div className="language-selector" ref={ref}>
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
        aria-label={t`Language: ${currentName}`}
      >
        <Globe aria-hidden="true" size={18} />
        <span lang={LOCALE_TABLE[locale].bcp47}>{LOCALE_TABLE[locale].name}</span>
      </button>
      {open ? <div className="popover">{list}</div> : null}
    </div>
  );
}
