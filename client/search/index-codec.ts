/**
 * The index file's compact form. MiniSearch's own JSON spends most of its bytes on object keys
 * (a document id per posting, a key per stored field, an id map that is the identity here);
 * this form keeps the same data as arrays and gaps between document ids, about a third
 * smaller once gzipped. The build encodes, the browser decodes before MiniSearch.loadJS.
 */
import type { AsPlainObject } from 'minisearch';
import { INDEX_FIELDS, STORE_FIELDS, type CompactIndex, type CompactTerm } from './schema.ts';



export function encodeIndex(plain: AsPlainObject): CompactIndex {
  const n = plain.documentCount;
  for (let i = 0; i < n; i++) if (plain.documentIds[i] !== i) throw new Error('search index: document ids must be 0…n-1 in order');
  INDEX_FIELDS.forEach((f, i) => {
    if (plain.fieldIds[f] !== i) throw new Error(`search index: field ${f} is not number ${i}`);
  });
  const stored = Array.from({ length: n }, (_, i) => {
    const doc = (plain.storedFields[i] ?? {}) as Record<string, unknown>;
    const row = STORE_FIELDS.map((f) => doc[f] ?? null);
    while (row.length && row[row.length - 1] === null) row.pop();
    return row;
  });
  const terms = (plain.index as [string, Record<string, Record<string, number>>][]).map(([term, fields]) => {
    const out: CompactTerm = [term];
    for (const [field, docs] of Object.entries(fields)) {
      const ids = Object.keys(docs).map(Number).sort((a, b) => a - b);
      const tfs = ids.map((id) => docs[id]!);
      out.push(
        Number(field),
        ids.map((id, i) => (i ? id - ids[i - 1]! : id)),
        tfs.every((t) => t === 1) ? 0 : tfs,
      );
    }
    return out;
  });
  return {
    count: n,
    averageFieldLength: plain.averageFieldLength,
    fieldLength: Array.from({ length: n }, (_, i) => plain.fieldLength[i] ?? []),
    stored,
    terms,
  };
}

export function decodeIndex(c: CompactIndex): AsPlainObject {
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  const storedFields: Record<number, Record<string, unknown>> = {};
  for (let i = 0; i < c.count; i++) {
    documentIds[i] = i;
    fieldLength[i] = c.fieldLength[i] as number[];
    const doc: Record<string, unknown> = {};
    c.stored[i]?.forEach((v, j) => {
      if (v !== null) doc[STORE_FIELDS[j]!] = v;
    });
    storedFields[i] = doc;
  }
  const index = c.terms.map(([term, ...postings]) => {
    const fields: Record<number, Record<number, number>> = {};
    for (let k = 0; k < postings.length; k += 3) {
      const gaps = postings[k + 1] as number[];
      const tfs = postings[k + 2] as number[] | 0;
      const docs: Record<number, number> = {};
      let id = 0;
      gaps.forEach((gap, j) => {
        id += gap;
        docs[id] = tfs ? tfs[j]! : 1;
      });
      fields[postings[k] as number] = docs;
    }
    return [term, fields];
  });
  return {
    documentCount: c.count,
    nextId: c.count,
    documentIds,
    fieldIds: Object.fromEntries(INDEX_FIELDS.map((f, i) => [f, i])),
    fieldLength,
    averageFieldLength: c.averageFieldLength,
    storedFields,
    dirtCount: 0,
    index: index as AsPlainObject['index'],
    serializationVersion: 2,
  };
}
