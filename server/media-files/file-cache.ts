// A folder of generated media files (audio narrations, video clips): each made once, then kept. Makes run one
// at a time (they are CPU-heavy and the machine is shared); a visitor's request goes before background warm-up.
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ungated, type WorkGate } from '../work/gate';

interface Job {
  run: () => Promise<void>;
}

export class GeneratedFiles {
  private readonly inFlight = new Map<string, { promise: Promise<string>; promote: () => void }>();
  private readonly urgent: Job[] = [];
  private readonly background: Job[] = [];
  private running = false;

  /** `gate` bounds the visitors' requests for a file still to be made (server/work): a full queue answers 503. */
  constructor(
    readonly dir: string,
    private readonly gate: WorkGate = ungated,
  ) {}

  /** The path of `name` in the folder, made with `make` first when missing; shared by concurrent callers. */
  async get(name: string, make: () => Promise<Buffer>, priority: 'urgent' | 'background' = 'urgent'): Promise<string> {
    const file = join(this.dir, name);
    if (await exists(file)) return file;
    const pending = this.inFlight.get(name);
    if (pending) {
      if (priority === 'urgent') pending.promote();
      return pending.promise;
    }
    return priority === 'urgent' ? this.gate(name, () => this.enqueue(name, file, make, priority)) : this.enqueue(name, file, make, priority);
  }

  private enqueue(name: string, file: string, make: () => Promise<Buffer>, priority: 'urgent' | 'background'): Promise<string> {
    const pending = this.inFlight.get(name);
    if (pending) {
      if (priority === 'urgent') pending.promote();
      return pending.promise;
    }
    let job!: Job;
    const promise = new Promise<string>((resolve, reject) => {
      job = {
        run: async () => {
          try {
            if (!(await exists(file))) {
              const bytes = await make();
              await mkdir(this.dir, { recursive: true });
              // Readers take any file they find, so write under a temporary name and rename into place.
              const tmp = `${file}.${process.pid}.tmp`;
              await writeFile(tmp, bytes);
              await rename(tmp, file);
            }
            resolve(file);
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          } finally {
            this.inFlight.delete(name);
          }
        },
      };
    });
    const promote = () => {
      const i = this.background.indexOf(job);
      if (i >= 0) {
        this.background.splice(i, 1);
        this.urgent.push(job);
      }
    };
    this.inFlight.set(name, { promise, promote });
    (priority === 'urgent' ? this.urgent : this.background).push(job);
    void this.pump();
    return promise;
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.next(); job; job = this.next()) await job.run();
    } finally {
      this.running = false;
    }
  }

  private next(): Job | undefined {
    return this.urgent.shift() ?? this.background.shift();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}
