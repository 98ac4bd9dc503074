// One information tab of the modal: the tab's remarks, then sections, sub-categories and their tables.
import { useLingui } from '@lingui/react/macro';
import type { AccessibilitySection, AccessibilityTab, AccessibilityTable } from '#shared/api/accessibility';
import { rowParts } from './rules';
import { PhoneText } from './PhoneText';
import { EnglishFallback, inEnglish } from './EnglishFallback';

function GuideTable({ table }: { table: AccessibilityTable }) {
  const { t, i18n } = useLingui();
  const rowsInEnglish = i18n.locale !== 'en' && Boolean(table.fallbackFields?.includes('rows'));
  return (
    <table className="a11y-table">
      <caption>
        <EnglishFallback english={inEnglish(table.fallbackFields, 'title')}>{table.title}</EnglishFallback>
        {rowsInEnglish && !inEnglish(table.fallbackFields, 'title') ? (
          <span className="a11y-badge" title={t`Not yet available in your language; shown in English`}>
            EN
          </span>
        ) : null}
      </caption>
      <tbody lang={rowsInEnglish ? 'en' : undefined} dir={rowsInEnglish ? 'auto' : undefined}>
        {table.rows.map((row, i) => {
          const { label, value, note, links } = rowParts(row);
          return (
            <tr key={i}>
              <th scope="row">{label}</th>
              <td>
                {value ? (
                  <span className="a11y-table__value">
                    <PhoneText text={value} />
                  </span>
                ) : null}
                {note ? (
                  <span className="a11y-table__note">
                    <PhoneText text={note} />
                  </span>
                ) : null}
                {links.length > 0 ? (
                  <ul className="a11y-table__links">
                    {links.map((l) => (
                      <li key={l.link}>
                        <a href={l.link} target="_blank" rel="noopener noreferrer" lang={l.fallbackFields?.includes('name') ? 'en' : undefined}>
                          {l.name}
                          <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function InfoPanel({ tab, sections }: { tab: AccessibilityTab; sections: AccessibilitySection[] }) {
  return (
    <div className="a11y-info">
      {tab.remarks ? (
        <EnglishFallback english={inEnglish(tab.fallbackFields, 'remarks')} as="p" className="a11y-info__remarks">
          {tab.remarks}
        </EnglishFallback>
      ) : null}
      {sections.map((s) => (
        <section key={s.section} className="a11y-info__section" aria-labelledby={`a11y-sec-${s.section}`}>
          {/* A tab holding a single section: the tab already names it, so its heading is kept for screen readers only. */}
          <EnglishFallback english={inEnglish(s.fallbackFields, 'title')} as="h3" className={sections.length === 1 ? 'visually-hidden' : undefined}>
            <span id={`a11y-sec-${s.section}`}>{s.title}</span>
          </EnglishFallback>
          {s.categories.map((c) => (
            <div key={c.id} className="a11y-info__sub">
              <EnglishFallback english={inEnglish(c.fallbackFields, 'title')} as="h4">
                {c.title}
              </EnglishFallback>
              {c.tables.map((table) => (
                <GuideTable key={table.id} table={table} />
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
