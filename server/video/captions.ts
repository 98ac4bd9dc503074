// A video's captions as WebVTT. Our clips are made from artwork, with no speech: the captions carry what the guide
// says about the video in the visitor's language (its title while the clip opens, then its summary), so a visitor
// who cannot hear, or watches muted, gets the same words as the playlist page.
import type { Locale } from '#shared/locales';
import type { Video } from '../store/documents';

/** How long the title shows before the summary, at most a third of the clip. */
const TITLE_SECONDS = 4;

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** WebVTT cue text: `&` and `<` are markup there, and a line break or `-->` would end or break the cue. */
function cueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\s+/g, ' ').trim();
}

/** The captions of `video` for a clip of `seconds`, in `locale` (English where the content has no text in it). */
export function captionsVtt(video: Pick<Video, 'title' | 'summary'>, locale: Locale, seconds: number): string {
  const title = video.title[locale] ?? video.title.en;
  const summary = video.summary[locale] ?? video.summary.en;
  // A video with no summary (a barrier-free route's) keeps its title on screen throughout.
  if (!summary) return ['WEBVTT', '', '1', `${timestamp(0)} --> ${timestamp(seconds)}`, cueText(title ?? ''), ''].join('\n');
  const split = Math.min(TITLE_SECONDS, seconds / 3);
  return [
    'WEBVTT',
    '',
    '1',
    `${timestamp(0)} --> ${timestamp(split)}`,
    cueText(title),
    '',
    '2',
    `${timestamp(split)} --> ${timestamp(seconds)}`,
    cueText(summary),
    '',
  ].join('\n');
}
