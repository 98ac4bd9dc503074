// Runs eSpeak NG (the espeak-ng package: its command line compiled to WebAssembly) in a worker thread, so a
// narration being spoken never blocks the server's event loop. Resolves with a 22.05 kHz mono 16-bit WAV.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SPEED_WPM } from './voices';

// Plain JavaScript evaluated in the worker (a worker cannot load our TypeScript files without a loader).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.on('message', async ({ id, text, voice, wpm }) => {
  try {
    const { default: ESpeakNg } = await import(workerData.moduleUrl);
    const errors = [];
    const m = await ESpeakNg({
      arguments: ['-v', voice, '-s', String(wpm), '-w', '/out.wav', '-f', '/in.txt'],
      preRun: [(mod) => mod.FS.writeFile('/in.txt', text)],
      print: () => {},
      printErr: (line) => { if (!line.startsWith('program exited')) errors.push(line); },
    });
    let wav;
    try { wav = m.FS.readFile('/out.wav'); } catch { throw new Error('no audio for voice ' + voice + (errors.length ? ': ' + errors.join('; ') : '')); }
    parentPort.postMessage({ id, wav }, [wav.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message ? err.message : err) });
  }
});
`;

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

function getWorker(): Worker {
  if (worker) return worker;
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('espeak-ng')).href;
  const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { moduleUrl } });
  w.unref();
  w.on('message', (msg: { id: number; wav?: Uint8Array; error?: string }) => {
    const job = pending.get(msg.id);
    if (!job) return;
    pending.delete(msg.id);
    // An idle worker must not keep the process alive; a busy one must.
    if (pending.size === 0) w.unref();
    if (msg.wav && msg.wav.length > 44) job.resolve(Buffer.from(msg.wav));
    else job.reject(new Error(`espeak-ng: ${msg.error ?? 'empty audio'}`));
  });
  w.on('error', (err) => {
    for (const job of pending.values()) job.reject(err);
    pending.clear();
    worker = undefined;
  });
  worker = w;
  return w;
}

/** Synthesises `text` with eSpeak NG voice `voice`. */
export function speakToWav(text: string, voice: string, wpm: number = SPEED_WPM): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const w = getWorker();
    w.ref();
    w.postMessage({ id, text, voice, wpm });
  });
}

/** Stops the worker (tests, shutdown). */
export async function stopSpeaking(): Promise<void> {
  const w = worker;
  worker = undefined;
  await w?.terminate();
}
