import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '../build/list-files.ts';
import { reproducibleZip } from '../util/reproducible-zip.ts';

/**
 * The starter projects offered on /demos: each folder of `content/starters/<name>/` (plain
 * files, kept in the repository) zipped as `starters/<name>.zip` below the build, inside a
 * top folder `<name>/` so that unzipping makes one project folder. The zips are the same
 * bytes for the same files (cli/util/reproducible-zip.ts), so the page can state each one's
 * real size before the output stage writes it. A few kilobytes each: made afresh every build.
 */

/** Where the zips go below the build folder. */
export const STARTERS_DIR = 'starters';

/** One zip, as the /demos page shows it. */
export interface StarterDownload {
  /** Folder name under content/starters. */
  name: string;
  /** Root-relative URL of the zip. */
  url: string;
  /** Size of the zip in bytes. */
  bytes: number;
  /** Paths inside the project (without the top folder), sorted. */
  files: string[];
}

/** Every starter of `dir` (content/starters) zipped: build path → bytes, and what the page shows. None when the folder does not exist. */
export function starterZips(dir: string): { files: Map<string, Uint8Array>; downloads: StarterDownload[] } {
  const files = new Map<string, Uint8Array>();
  const downloads: StarterDownload[] = [];
  if (!fs.existsSync(dir)) return { files, downloads };
  for (const name of fs.readdirSync(dir).sort()) {
    const root = path.join(dir, name);
    if (!fs.statSync(root).isDirectory()) continue;
    // A project's installed packages (someone tried it in place) are not part of it.
    const list = listFiles(root)
      .filter((rel) => !rel.split('/').includes('node_modules'))
      .sort();
    const zip = reproducibleZip(list.map((rel) => ({ path: `${name}/${rel}`, contents: new Uint8Array(fs.readFileSync(path.join(root, rel))) })));
    const file = `${STARTERS_DIR}/${name}.zip`;
    files.set(file, zip);
    downloads.push({ name, url: `/${file}`, bytes: zip.byteLength, files: list });
  }
  return { files, downloads };
}
