// Validates the audio guides' narration scripts and checks that every audio link of an article has one.
import type { ContentDir } from './files';
import { ContentError } from './errors';
import { compact } from './reader';
import { eachEntry, uniqueIds } from './parse-experience';
import type { Article, AudioGuide, Sight } from '../store/types';

/** The narration id an article's audio link names: `/media/audio/<id>.mp3`. */
export function audioIdOfLink(link: string): string | undefined {
  return /^\/media\/audio\/([a-z0-9]+(?:-[a-z0-9]+)*)\.mp3$/.exec(link)?.[1];
}

export function parseAudioGuides(dir: ContentDir, sights: Sight[], articles: Article[]): AudioGuide[] {
  const file = dir.display('audio-guides.json');
  const sightIds = new Set(sights.map((s) => s.id));
  const guides = eachEntry(dir, 'audio-guides.json', (r) => {
    const sight = r.optStr('sight');
    if (sight !== undefined && !sightIds.has(sight)) r.fail('sight', `unknown sight "${sight}"`);
    const guide = compact<AudioGuide>({ id: r.id(), sight, name: r.optMl('name'), narration: r.ml('narration') });
    if (sight !== undefined && !guide.name) r.fail('name', 'a place\u2019s audio guide needs a name');
    return guide;
  });
  uniqueIds(file, guides);
  const ids = new Set(guides.map((g) => g.id));
  for (const a of articles) {
    for (const item of a.otherMedia?.audioGuide ?? []) {
      const id = audioIdOfLink(item.link);
      if (!id || !ids.has(id)) {
        throw new ContentError(
          `articles/${a.category}/${a.slug}.json: entry "${item.value}": field "otherMedia.audioGuide.link": ${item.link} needs a narration in audio-guides.json (expected /media/audio/<id>.mp3)`,
        );
      }
    }
  }
  return guides;
}
