// Runs the ffmpeg binary that ships inside the @ffmpeg-installer packages (no download at install time).
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { childProcesses } from '../work/children';

export const FFMPEG_PATH: string = process.env.FFMPEG_PATH ?? ffmpegInstaller.path;

/**
 * Runs ffmpeg with `args`, feeding `stdin` if given; resolves with stdout, rejects with the tail of stderr. The process
 * is stopped when `signal` aborts and when the server shuts down (server/work/children.ts).
 */
export function runFfmpeg(args: string[], stdin?: Buffer, signal?: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = childProcesses.spawn(FFMPEG_PATH, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args], {
      stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      ...(signal ? { signal } : {}),
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout?.on('data', (b: Buffer) => out.push(b));
    child.stderr?.on('data', (b: Buffer) => {
      err = (err + b.toString()).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code, killed) =>
      code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`ffmpeg ${killed ? `stopped by ${killed}` : `exited with ${code}`}: ${err.trim()}`)),
    );
    if (stdin && child.stdin) {
      child.stdin.on('error', () => undefined);
      child.stdin.end(stdin);
    }
  });
}
