// Makes the narration MP3s: eSpeak NG speaks the script, ffmpeg encodes it; files are kept in a cache folder.
import { createHash } from 'node:crypto';
import { ENABLED_LOCALES, type Locale } from '#shared/locales';
import type { Store } from '../store';
import { GeneratedFiles } from '../media-files/file-cache';
import type { WorkGate } from '../work/gate';
import { runFfmpeg } from '../media-files/ffmpeg';
import { speakToWav } from './espeak';
import { speakableText } from './prepare';
import { SPEED_WPM, VOICES } from './voices';
import { guideById, spokenLanguage } from './guides';

/** Bump when the synthesis or encoding changes, so cached files are made again. */
const RECIPE = 'espeak-ng-1.0.2/mp3-48k/v1';

export class AudioGuideService {
  private readonly files: GeneratedFiles;

  constructor(
    private readonly store: Store,
    dir: string,
    gate?: WorkGate,
  ) {
    this.files = new GeneratedFiles(dir, gate);
  }

  /** The MP3 of guide `id` for visitors of `locale`; made on first use. Undefined for an unknown guide. */
  async file(id: string, locale: Locale, priority: 'urgent' | 'background' = 'urgent'): Promise<{ path: string; language: Locale } | undefined> {
    const guide = guideById(this.store, id);
    if (!guide) return undefined;
    const language = spokenLanguage(guide, locale);
    const voice = VOICES[language] ?? 'en-gb';
    const script = guide.narration[language] ?? guide.narration.en;
    const hash = createHash('sha1').update(`${RECIPE}\n${voice}\n${SPEED_WPM}\n${script}`).digest('hex').slice(0, 12);
    const path = await this.files.get(
      `${id}.${language}.${hash}.mp3`,
      async () => {
        const text = await speakableText(script, language);
        return encodeMp3(await speakToWav(text, voice), guide.id);
      },
      priority,
    );
    return { path, language };
  }

  /** Makes every guide in every enabled locale, one after another (the start-up warm-up). */
  async prepareAll(onError: (err: unknown) => void): Promise<number> {
    let made = 0;
    for (const g of this.store.document('audio-guides') ?? []) {
      for (const locale of ENABLED_LOCALES) {
        try {
          await this.file(g.id, locale, 'background');
          made++;
        } catch (err) {
          onError(err);
        }
      }
    }
    return made;
  }
}

/** Mono MP3 at 48 kbit/s: clear speech, about 360 kB a minute. */
export function encodeMp3(wav: Buffer, title: string): Promise<Buffer> {
  return runFfmpeg(['-f', 'wav', '-i', 'pipe:0', '-ac', '1', '-ar', '22050', '-b:a', '48k', '-metadata', `title=${title}`, '-f', 'mp3', 'pipe:1'], wav);
}
