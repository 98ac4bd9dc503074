// Renders a short video clip from our own artwork: three views of the subject with a slow zoom, dips to
// black between them and a soft chord underneath, encoded as H.264/AAC MP4 by the packaged ffmpeg.
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderArt } from '../media/art';
import { svgToPng } from '../media/raster';
import { runFfmpeg } from '../media-files/ffmpeg';

export interface ClipSubject {
  id: string;
  motif: string;
  palette?: string | undefined;
  /** Seconds; clamped to 6–30 (the clips are short loops, not programmes). */
  duration: number;
}

export const CLIP_SIZE = { width: 960, height: 540 };
const FPS = 25;
const VIEWS = 3;

export const clipSeconds = (duration: number): number => Math.min(30, Math.max(6, Math.round(duration)));

/** The ffmpeg arguments for a clip of `seconds` made from VIEWS stills (pure, so it can be checked). */
export function clipArgs(frames: string[], seconds: number, out: string): string[] {
  const segment = seconds / frames.length;
  const n = Math.round(segment * FPS);
  const { width: W, height: H } = CLIP_SIZE;
  const parts = frames.map((_, i) => {
    // Alternate zooming in and out so consecutive views do not move the same way.
    const zoom = i % 2 === 0 ? `min(1+0.08*on/${n},1.08)` : `max(1.08-0.08*on/${n},1)`;
    return (
      `[${i}:v]scale=${Math.round(W * 1.25)}:-2,zoompan=z='${zoom}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${n}:s=${W}x${H}:fps=${FPS},` +
      `fade=t=in:st=0:d=0.4,fade=t=out:st=${(segment - 0.4).toFixed(2)}:d=0.4,setsar=1[v${i}]`
    );
  });
  const concat = `${frames.map((_, i) => `[v${i}]`).join('')}concat=n=${frames.length}:v=1:a=0,format=yuv420p[v]`;
  // A quiet A-major chord with a slow swell, so the mute toggle has something to mute.
  const chord = `aevalsrc='(0.05*sin(2*PI*220*t)+0.035*sin(2*PI*277.18*t)+0.03*sin(2*PI*329.63*t))*(0.75+0.25*sin(2*PI*t/4))':s=44100:d=${seconds}`;
  return [
    ...frames.flatMap((f) => ['-i', f]),
    '-f',
    'lavfi',
    '-i',
    chord,
    '-filter_complex',
    `${parts.join(';')};${concat};[${frames.length}:a]afade=t=in:d=1,afade=t=out:st=${seconds - 1.5}:d=1.5[a]`,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '27',
    '-profile:v',
    'main',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-t',
    String(seconds),
    '-movflags',
    '+faststart',
    '-y',
    out,
  ];
}

export async function renderClip(subject: ClipSubject): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'macao-clip-'));
  try {
    const frames: string[] = [];
    for (let i = 0; i < VIEWS; i++) {
      const seed = i === 0 ? subject.id : `${subject.id}-${i + 1}`;
      const svg = renderArt({ motif: subject.motif, palette: subject.palette ?? 'auto', seed, aspect: 'banner' });
      const file = join(dir, `f${i}.png`);
      await writeFile(file, svgToPng(svg, Math.round(CLIP_SIZE.width * 1.25)));
      frames.push(file);
    }
    const out = join(dir, 'clip.mp4');
    await runFfmpeg(clipArgs(frames, clipSeconds(subject.duration), out));
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
