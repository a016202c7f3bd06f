import fs from 'node:fs';
import path from 'node:path';
import { errors } from '../errors/catalogue.ts';
import { toPosix } from '../paths.ts';
import { isInside } from '../util/inside.ts';

/** A file the build copies from public/: where it goes, and the real file it reads. */
export interface PublicFile {
  /** Posix path below the build folder (the path below public/, links kept as named). */
  rel: string;
  /** The real path of the contents. */
  source: string;
}

/**
 * Every file of public/ as the build copies it. A symbolic link (to a file or a folder) is
 * copied as what it points to when that lies inside the site root; a link that points outside
 * the site, to nothing, or to a folder that contains it fails the build naming the link, so
 * no file from elsewhere on the machine ends up published. None when public/ is missing.
 */
export function listPublicFiles(publicDir: string, root: string): PublicFile[] {
  if (!fs.existsSync(publicDir)) return [];
  const realRoot = fs.realpathSync(root);
  const out: PublicFile[] = [];
  const walk = (dir: string, realDir: string, rel: string, chain: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const at = path.join(dir, entry.name);
      const entryRel = rel ? `${rel}/${entry.name}` : entry.name;
      let real = path.join(realDir, entry.name);
      if (entry.isSymbolicLink()) {
        try {
          real = fs.realpathSync(at);
        } catch {
          throw errors.publicLinkBroken(at, `it points to ${fs.readlinkSync(at)}, which does not exist`);
        }
        if (!isInside(real, realRoot)) throw errors.publicLinkOutside(at, real);
      }
      const stat = fs.statSync(real);
      if (stat.isDirectory()) {
        if (chain.some((up) => isInside(up, real))) throw errors.publicLinkBroken(at, `it points to ${real}, a folder that contains the link itself`);
        walk(at, real, entryRel, [...chain, real]);
      } else if (stat.isFile()) {
        out.push({ rel: toPosix(entryRel), source: real });
      }
    }
  };
  const realPublic = fs.realpathSync(publicDir);
  if (!isInside(realPublic, realRoot)) throw errors.publicLinkOutside(publicDir, realPublic);
  walk(publicDir, realPublic, '', [realPublic]);
  return out;
}
