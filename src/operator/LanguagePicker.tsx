// The operator area's language picker (English, 繁體中文, 简体中文, Português).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { activateOperatorLocale } from './i18n';
import { OPERATOR_LOCALES, OPERATOR_LOCALE_NAMES, isOperatorLocale } from './locales';

export function LanguagePicker() {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <label className="op-lang">
      <span className="op-visually-hidden">{t`Language`}</span>
      <select
        value={i18n.locale}
        disabled={busy}
        onChange={(e) => {
          const next = e.target.value;
          if (!isOperatorLocale(next)) return;
          setBusy(true);
          void activateOperatorLocale(next).finally(() => setBusy(false));
        }}
      >
        {OPERATOR_LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {OPERATOR_LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
