// The audio guides as the API and the media route see them: which tracks exist, their links and languages.
import type { Locale } from '#shared/locales';
import type { Store } from '../store';
import type { Article, AudioGuide, ML } from '../store/types';
import { audioIdOfLink } from '../import/parse-audio';
import { VOICES, audioLanguageFor } from './voices';

export interface AudioItem {
  value: string;
  name: ML;
  link: string;
  /** The language the narration is spoken in: the page's, or the nearest one with a voice and a script. */
  lang: Locale;
  /** What the narration says, as text (WCAG 1.2.1: a transcript for recorded audio), in the page's language. */
  transcript: ML;
}

/** The language a guide is spoken in for visitors of `locale`. */
export function spokenLanguage(guide: AudioGuide, locale: Locale): Locale {
  const wanted = audioLanguageFor(locale);
  if (guide.narration[wanted] !== undefined && VOICES[wanted]) return wanted;
  return 'en';
}

export function guideById(store: Store, id: string): AudioGuide | undefined {
  return (store.document('audio-guides') ?? []).find((g) => g.id === id);
}

function item(guide: AudioGuide, value: string, name: ML, locale: Locale): AudioItem {
  const lang = spokenLanguage(guide, locale);
  return { value, name, link: `/media/audio/${lang}/${guide.id}.mp3`, lang, transcript: guide.narration };
}

export function articleAudio(store: Store, a: Article, locale: Locale): AudioItem[] {
  return (a.otherMedia?.audioGuide ?? []).flatMap((entry) => {
    const guide = guideById(store, audioIdOfLink(entry.link) ?? '');
    return guide ? [item(guide, entry.value, entry.name, locale)] : [];
  });
}

export function sightAudio(store: Store, sightId: string, locale: Locale): AudioItem[] {
  return (store.document('audio-guides') ?? [])
    .filter((g): g is AudioGuide & { name: ML } => g.sight === sightId && g.name !== undefined)
    .map((g) => item(g, g.id, g.name, locale));
}
