import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { errors } from '../errors/catalogue.ts';
import { decodeRecords, SEARCH_RECORDS_FILE } from '../output/search-files.ts';
import { pushToAlgolia } from '../search/algolia-index.ts';

export interface IndexCommandOptions {
  root: string;
  dir: string;
  /** The environment, passed in so tests need not touch process.env. */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

/**
 * `gsite index`: pushes the records of the last build (build/search/records.json.gz) and the
 * index settings to the Algolia index named in the config. The admin key is read from
 * ALGOLIA_ADMIN_KEY only, and never printed.
 */
export async function indexCommand(o: IndexCommandOptions): Promise<void> {
  const env = o.env ?? process.env;
  const log = o.log ?? ((line) => process.stderr.write(`${line}\n`));
  const { config, configFile } = await loadConfig({ root: o.root });
  if (!config.algolia) throw errors.indexNotConfigured(configFile);
  const adminKey = env.ALGOLIA_ADMIN_KEY;
  if (!adminKey) throw errors.indexAdminKeyMissing();
  const recordsFile = path.resolve(o.root, o.dir, SEARCH_RECORDS_FILE);
  if (!fs.existsSync(recordsFile)) throw errors.indexRecordsMissing(recordsFile);
  const records = decodeRecords(fs.readFileSync(recordsFile));
  const { appId, indexName, hosts } = config.algolia;
  try {
    await pushToAlgolia({ appId, adminKey, indexName, records, hosts, synonyms: config.search.synonyms });
  } catch (cause) {
    throw errors.indexPushFailed(indexName, cause);
  }
  log(`Pushed ${records.length} records, the index settings and ${config.search.synonyms.length} synonym groups to "${indexName}" (application ${appId}).`);
}
