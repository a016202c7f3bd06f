import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/**
 * A private copy of a fixture site with some files replaced (path → contents; null deletes),
 * so each test can break one thing without touching the others.
 */
export function fixtureCopy(name: string, changes: Record<string, string | null> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `gsite-${name}-`));
  fs.cpSync(path.join(FIXTURES, name), root, { recursive: true });
  for (const [rel, contents] of Object.entries(changes)) {
    const file = path.join(root, rel);
    if (contents === null) fs.rmSync(file, { force: true });
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, contents);
    }
  }
  return root;
}
