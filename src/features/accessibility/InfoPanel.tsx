// One information tab of the modal: the tab's remarks, then sections, sub-categories and their tables.
import { useLingui } from '@lingui/react/macro';
import type { AccessibilitySection, AccessibilityTab, AccessibilityTable } from '#shared/api/accessibility';
import { rowParts } from './rules';
import { PhoneText } from './PhoneText';
import { FallbackBadge, FallbackText } from '#/components/FallbackText';
import { fallbackAttrs, isFallback } from '#/components/fallback';

function GuideTable({ table }: { table: AccessibilityTable }) {
  const { t, i18n } = useLingui();
  const rowsInEnglish = isFallback(table.fallbackFields, 'rows', i18n.locale);
  // English rows in another language's page: each cell is marked and isolated on its own (lang="en" dir="auto"),
  // so the table keeps the page's direction (label column first) while the English reads left to right.
  const cell = fallbackAttrs(table.fallbackFields, 'rows', i18n.locale);
  return (
    <table className="a11y-table">
      <caption>
        <FallbackText fields={table.fallbackFields} field="title">
          {table.title}
        </FallbackText>
        {rowsInEnglish && !isFallback(table.fallbackFields, 'title') ? <FallbackBadge /> : null}
      </caption>
      <tbody>
        {table.rows.map((row, i) => {
          const { label, value, note, links } = rowParts(row);
          return (
            <tr key={i}>
              <th scope="row" {...cell}>
                {label}
              </th>
              <td {...cell}>
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
                        <a href={l.link} target="_blank" rel="noopener noreferrer" {...fallbackAttrs(l.fallbackFields, 'name', i18n.locale)}>
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
        <FallbackText fields={tab.fallbackFields} field="remarks" as="p" className="a11y-info__remarks">
          {tab.remarks}
        </FallbackText>
      ) : null}
      {sections.map((s) => (
        <section key={s.section} className="a11y-info__section" aria-labelledby={`a11y-sec-${s.section}`}>
          {/* A tab holding a single section: the tab already names it, so its heading is kept for screen readers only. */}
          <FallbackText fields={s.fallbackFields} field="title" as="h3" className={sections.length === 1 ? 'visually-hidden' : undefined}>
            <span id={`a11y-sec-${s.section}`}>{s.title}</span>
          </FallbackText>
          {s.categories.map((c) => (
            <div key={c.id} className="a11y-info__sub">
              <FallbackText fields={c.fallbackFields} field="title" as="h4">
                {c.title}
              </FallbackText>
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
