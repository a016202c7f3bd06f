import { errors } from '../errors/catalogue.ts';
import type { GsiteError } from '../errors/gsite-error.ts';
import { closest } from '../util/closest.ts';

/**
 * The error for a doc id (in a sidebar or the navbar) that names no doc of this build: a
 * draft left out of it says so; any other id is unknown, with the nearest known ids.
 */
export function missingDocError(configFile: string, key: string, id: string, docIds: string[], drafts: Record<string, string>): GsiteError {
  const draft = drafts[id];
  if (draft !== undefined) return errors.docIsDraft(configFile, key, id, draft);
  return errors.unknownDocId(configFile, key, id, closest(id, docIds));
}
