import { algoliasearch, type IndexSettings } from 'algoliasearch';
import type { SearchRecord } from './records.ts';
import type { SynonymGroup } from '../config/schema.ts';
import { algoliaHostsOption } from '../../client/search/algolia-hosts.ts';

/**
 * Index settings of spec §9 for the hosted index, so that it answers like the built-in one:
 * typos from 3 and 7 letters and none on numbers, plurals ignored, one hit per page, ranked
 * by page rank, then level, then position; facets for the modal's filters and sections.
 */
export const ALGOLIA_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'searchable(hierarchy.lvl0)'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  distinct: true,
  attributeForDistinct: 'url_without_anchor',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  camelCaseAttributes: ['hierarchy', 'content'],
  separatorsToIndex: '_$',
  removeWordsIfNoResults: 'allOptional',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

/** Level weight: headings above content, higher headings first (DocSearch's scale). */
const LEVEL_WEIGHT: Record<SearchRecord['type'], number> = { lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0 };

/** The record plus the numbers customRanking sorts by. */
export function algoliaObject(record: SearchRecord) {
  return { ...record, weight: { pageRank: record.page_rank, level: LEVEL_WEIGHT[record.type], position: record.position } };
}

export interface PushOptions {
  appId: string;
  /** The admin key, from the environment; never logged. */
  adminKey: string;
  indexName: string;
  records: SearchRecord[];
  /** The site's synonym groups (config `search.synonyms`), pushed as one-way synonyms. */
  synonyms?: SynonymGroup[];
  /** Hosts instead of the service's (a proxy, or the test suite's stand-in). */
  hosts?: string[];
}

/**
 * A synonym group as the hosted index takes it: each phrase a one-way synonym of the group's
 * terms (a query holding the phrase also matches the terms, not the other way round), as the
 * built-in search applies them.
 */
export function algoliaSynonyms(groups: SynonymGroup[]) {
  return groups.flatMap((g, i) => g.phrases.map((input, j) => ({ objectID: `gsite-${i}-${j}`, type: 'onewaysynonym' as const, input, synonyms: g.terms })));
}

/**
 * Settings and synonyms first (the config is their whole truth: synonyms no longer in it are
 * removed), then every record into a temporary copy of the index that replaces it in one move,
 * so searchers never see a half-filled index (the copy keeps the settings and synonyms).
 */
export async function pushToAlgolia(o: PushOptions): Promise<{ records: number }> {
  const client = algoliasearch(o.appId, o.adminKey, algoliaHostsOption(o.hosts));
  const { taskID } = await client.setSettings({ indexName: o.indexName, indexSettings: ALGOLIA_SETTINGS });
  await client.waitForTask({ indexName: o.indexName, taskID });
  const synonyms = await client.saveSynonyms({ indexName: o.indexName, synonymHit: algoliaSynonyms(o.synonyms ?? []), replaceExistingSynonyms: true });
  await client.waitForTask({ indexName: o.indexName, taskID: synonyms.taskID });
  await client.replaceAllObjects({ indexName: o.indexName, objects: o.records.map(algoliaObject), batchSize: 1000 });
  return { records: o.records.length };
}
