// Whether the server may write into a folder: the permission check, then a real file, since root passes every
// permission check and only the write itself meets a read-only mount.
import fs from 'node:fs';
import path from 'node:path';

export function isWritableDir(dir: string): boolean {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
    const probe = path.join(dir, `.write-probe-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe, { force: true });
    return true;
  } catch {
    return false;
  }
}
