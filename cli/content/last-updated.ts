import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * When each content file last changed, from git: one `git log` over the content folder per
 * build (the newest commit that names a file is its date), as YYYY-MM-DD. Files git has no
 * history for (a shallow clone that stops before them, uncommitted files) are absent, and so is
 * everything when the site is not in a git repository or git is missing: pages then fall back
 * to their frontmatter `last_update`, or show no date.
 */
export function gitLastUpdated(contentDir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let top: string;
  let log: string;
  try {
    const opts = { cwd: contentDir, encoding: 'utf8' as const, stdio: ['ignore', 'pipe', 'ignore'] as ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 28 };
    top = execFileSync('git', ['rev-parse', '--show-toplevel'], opts).trim();
    log = execFileSync('git', ['log', '--format=%x00%cs', '--name-only', '--no-renames', '--', '.'], opts);
  } catch {
    return dates; // not a repository, or no git: no dates from history
  }
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) date = line.slice(1).trim();
    else if (line && date) {
      const file = path.join(top, line);
      if (!dates.has(file)) dates.set(file, date);
    }
  }
  return dates;
}
