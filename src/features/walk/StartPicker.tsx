// Where a walk starts (issue 33): the visitor's position by default, or one of their My-trip saved places, or any
// place of the guide found by name in the offline search index. All of it works offline once the guide is saved.
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LonLat } from '#shared/geo';
import { findPlacesByName, type PlaceFound } from '#/api/saved-search';
import { useLocale } from '#/i18n/current';
import { localText, type TripPlace } from '#/lib/trip/model';
import { savedPlacesWithPosition } from './saved-places';

export type WalkStart = { kind: 'me' } | { kind: 'place'; key: string; name: string; position: LonLat };

const ME = 'me';
const SEARCH = 'search';

export function StartPicker({ value, onChange }: { value: WalkStart; onChange: (s: WalkStart) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [saved, setSaved] = useState<TripPlace[]>([]);
  const [searching, setSearching] = useState(false);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<PlaceFound[] | undefined>();
  const input = useRef<HTMLInputElement>(null);

  // The name field takes the focus as it appears: the visitor just asked for it.
  useEffect(() => {
    if (searching) input.current?.focus();
  }, [searching]);

  useEffect(() => {
    let live = true;
    savedPlacesWithPosition().then(
      (places) => live && setSaved(places),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!searching || !q.trim()) {
      setFound(undefined);
      return;
    }
    let live = true;
    findPlacesByName(locale, q).then(
      (places) => live && setFound(places),
      () => live && setFound([]),
    );
    return () => {
      live = false;
    };
  }, [searching, q, locale]);

  const nameOf = (p: TripPlace) => localText(p.names, locale)?.text ?? p.id;
  const tripKeys = new Set(saved.map((p) => `trip:${p.key}`));
  const chosenElsewhere = value.kind === 'place' && !tripKeys.has(value.key);
  const selected = searching ? SEARCH : value.kind === 'me' ? ME : value.key;

  const choose = (v: string) => {
    if (v === SEARCH) {
      setSearching(true);
      return;
    }
    setSearching(false);
    if (v === ME) return onChange({ kind: 'me' });
    const p = saved.find((s) => `trip:${s.key}` === v);
    if (p?.coordinate) onChange({ kind: 'place', key: v, name: nameOf(p), position: p.coordinate });
  };

  return (
    <div className="walk-start">
      <label htmlFor={`${id}-from`} className="walk-start__label">
        <Trans>Start from</Trans>
      </label>
      <select id={`${id}-from`} className="walk-start__select" value={selected} onChange={(e) => choose(e.target.value)}>
        <option value={ME}>{t`My position`}</option>
        {saved.length > 0 ? (
          <optgroup label={t`My trip`}>
            {saved.map((p) => (
              <option key={p.key} value={`trip:${p.key}`}>
                {nameOf(p)}
              </option>
            ))}
          </optgroup>
        ) : null}
        {chosenElsewhere ? <option value={value.key}>{value.name}</option> : null}
        <option value={SEARCH}>{t`Another place in the guide…`}</option>
      </select>
      {searching ? (
        <div className="walk-start__search">
          <label htmlFor={`${id}-q`}>
            <Trans>Name of the place to start from</Trans>
          </label>
          <input id={`${id}-q`} type="search" value={q} autoComplete="off" onChange={(e) => setQ(e.target.value)} ref={input} />
          {found && found.length > 0 ? (
            <ul className="walk-start__found" aria-label={t`Places found`}>
              {found.map((p) => (
                <li key={p.link}>
                  <button
                    type="button"
                    className="walk-start__place"
                    onClick={() => {
                      setSearching(false);
                      setQ('');
                      onChange({ kind: 'place', key: `found:${p.link}`, name: p.title, position: p.position });
                    }}
                  >
                    {p.title}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {found && found.length === 0 ? (
            <p className="walk-start__none" role="status">
              <Trans>No place of the guide by that name.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
