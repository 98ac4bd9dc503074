// Sets the document title as "{page} | {site}" for the current screen.
import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';

export function useDocumentTitle(title: string | undefined): void {
  const { t } = useLingui();
  const site = t`Macao Tourism`;
  useEffect(() => {
    document.title = title ? `${title} | ${site}` : site;
  }, [title, site]);
}
