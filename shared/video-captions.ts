// Where a video's WebVTT captions are served, one file per language (server/video/captions.ts writes them).
import { isEnabledLocale, type Locale } from './locales';

export function videoCaptionsPath(id: string, locale: Locale): string {
  return `/media/video/${id}.${locale}.vtt`;
}

/** The video id and language a captions file name names (`historic-centre-walk.pt.vtt`), or undefined. */
export function parseCaptionsFile(file: string): { id: string; locale: Locale } | undefined {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2}(?:-[a-z]{4})?)\.vtt$/.exec(file);
  if (!m || !isEnabledLocale(m[2])) return undefined;
  return { id: m[1]!, locale: m[2] };
}
