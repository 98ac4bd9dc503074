// Keeps the page-status record in sessionStorage for the not-found screen's language suggestions.
import { recordStatus, splitLocalePath, type PageStatus, type PageStatusRecord } from '#/lib/page-status';

const KEY = 'page-status';

export function readRecord(): PageStatusRecord {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as PageStatusRecord) : {};
  } catch {
    return {};
  }
}

export function writeStatus(pathname: string, status: PageStatus): void {
  const { locale, rest } = splitLocalePath(pathname);
  if (!locale) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(recordStatus(readRecord(), rest, locale, status)));
  } catch {
    // Storage full or disabled: suggestions are a nicety, the page still works.
  }
}
