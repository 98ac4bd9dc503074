// Office-managed interface text: one shared batcher and a hook that renders '' until loaded.
import { useEffect, useState } from 'react';
import { createUitBatcher, type UitResponse } from '#/lib/uit-batch';
import { apiPost } from './client';
import { useLocale } from '#/i18n/current';

const batcher = createUitBatcher((body) => apiPost<UitResponse>('/api/uit', body));

export function useUiText(category: string, key: string): string {
  const locale = useLocale();
  const [text, setText] = useState(() => batcher.peek(locale, category, key) ?? '');
  useEffect(() => {
    let live = true;
    batcher.request(locale, category, key).then(
      (t) => live && setText(t),
      () => live && setText(''),
    );
    return () => {
      live = false;
    };
  }, [locale, category, key]);
  return text;
}
