import fs from 'node:fs';

/**
 * Writes a file under a temporary name beside it and renames it into place, so a reader (a
 * later build, another gsite process, a hard link in a build folder) never sees half a file.
 * `contents` may be a writer that gets the open file, for output too large to hold as one
 * string. The temporary file goes if anything fails, and the error is thrown on.
 */
export function writeWhole(file: string, contents: string | Uint8Array | ((fd: number) => void), opts: { mode?: number } = {}): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    if (typeof contents === 'function') {
      const fd = fs.openSync(tmp, 'w', opts.mode);
      try {
        contents(fd);
      } finally {
        fs.closeSync(fd);
      }
    } else fs.writeFileSync(tmp, contents, { mode: opts.mode });
    fs.renameSync(tmp, file);
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}
