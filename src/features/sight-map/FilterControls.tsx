// Search filters of the list screens: multi-select chip groups and a keyword box.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import type { Option } from '#shared/api/places';
import { parseMulti, toggleValue } from './filters';

export function ChipGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: Option[];
  value: string | undefined;
  onChange: (next: string[]) => void;
}) {
  const selected = parseMulti(value, options);
  return (
    <fieldset className="chip-group">
      <legend>{legend}</legend>
      <ul className="chip-list">
        {options.map((o) => (
          <li key={o.value}>
            <button
              type="button"
              className="chip chip--toggle"
              aria-pressed={selected.includes(o.value)}
              onClick={() => onChange(toggleValue(selected, o.value))}
            >
              {o.name}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function KeywordBox({ value, onSubmit }: { value: string | undefined; onSubmit: (keyword: string | undefined) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(draft.trim() || undefined);
  };
  return (
    <form className="keyword-box" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="keyword-box">
        <Trans>Keyword</Trans>
      </label>
      <input id="keyword-box" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t`Search by name or address`} />
      {draft ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t`Clear the keyword`}
          onClick={() => {
            setDraft('');
            onSubmit(undefined);
          }}
        >
          <X aria-hidden="true" size={18} />
        </button>
      ) : null}
      <button type="submit" className="button button--primary button--small">
        <Search aria-hidden="true" size={16} />
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
