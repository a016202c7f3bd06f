import type { z } from 'zod';
import { errors } from '../errors/catalogue.ts';
import { GsiteAggregateError, type GsiteError } from '../errors/gsite-error.ts';
import { NAVBAR_ITEM_TYPES, siteConfigSchema, type SiteConfig } from './schema.ts';

interface ValidateContext {
  file: string;
  /** The config's source text, to point at a line where a key is unambiguous. */
  source?: string;
}

/**
 * Validates a raw config object. Reports every problem at once, each with its key path;
 * a single problem is thrown as itself, several as a GsiteAggregateError.
 */
export function validateConfig(raw: unknown, ctx: ValidateContext): SiteConfig {
  const problems: GsiteError[] = [...checkNavbarTypes(raw, ctx)];
  if (problems.length === 0) {
    const parsed = siteConfigSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => issueToError(issue, ctx)));
    } else {
      problems.push(...crossFieldProblems(parsed.data, ctx));
      if (problems.length === 0) return parsed.data;
    }
  }
  if (problems.length === 1) throw problems[0];
  throw new GsiteAggregateError(problems, `${problems.length} problems in ${ctx.file}:`);
}

export function keyPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

function issueToError(issue: z.core.$ZodIssue, ctx: ValidateContext): GsiteError {
  const key = keyPath(issue.path) || '(root)';
  let detail = issue.message;
  if (issue.code === 'unrecognized_keys') detail = `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (issue.code === 'invalid_union') detail = 'does not match any allowed shape for this item';
  return errors.configInvalid(ctx.file, key, detail, lineOfKey(ctx.source, issue.path));
}

/** A line number only when the last named key occurs exactly once in the file. */
function lineOfKey(source: string | undefined, path: readonly PropertyKey[]): number | undefined {
  if (!source) return undefined;
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return undefined;
  const re = new RegExp(`^\\s*['"]?${last.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`, 'gm');
  const hits = [...source.matchAll(re)];
  if (hits.length !== 1) return undefined;
  return source.slice(0, hits[0]!.index).split('\n').length;
}

function checkNavbarTypes(raw: unknown, ctx: ValidateContext): GsiteError[] {
  const out: GsiteError[] = [];
  const navbar = (raw as { navbar?: Record<string, unknown> } | null)?.navbar;
  const visit = (items: unknown, key: string) => {
    if (!Array.isArray(items)) return;
    items.forEach((item, i) => {
      const type = (item as { type?: unknown })?.type;
      if (type !== undefined && !(NAVBAR_ITEM_TYPES as readonly unknown[]).includes(type)) {
        out.push(errors.unknownNavbarItemType(ctx.file, `${key}[${i}].type`, String(type), NAVBAR_ITEM_TYPES));
      }
      visit((item as { items?: unknown })?.items, `${key}[${i}].items`);
    });
  };
  visit(navbar?.items, 'navbar.items');
  visit(navbar?.docsItems, 'navbar.docsItems');
  return out;
}

function crossFieldProblems(config: SiteConfig, ctx: ValidateContext): GsiteError[] {
  const out: GsiteError[] = [];
  const { i18n } = config;
  if (!i18n.locales.includes(i18n.defaultLocale)) {
    out.push(errors.configInvalid(ctx.file, 'i18n.defaultLocale', `"${i18n.defaultLocale}" is not in i18n.locales`));
  }
  for (const locale of i18n.locales) {
    if (!i18n.localeConfigs[locale]) out.push(errors.configInvalid(ctx.file, `i18n.localeConfigs.${locale}`, 'missing'));
  }
  const collections = Object.keys(config.docs);
  const checkPluginIds = (items: SiteConfig['navbar']['items'], key: string) =>
    items.forEach((item, i) => {
      if ('docsPluginId' in item && !collections.includes(item.docsPluginId)) {
        out.push(errors.configInvalid(ctx.file, `${key}[${i}].docsPluginId`, `no docs collection "${item.docsPluginId}" (have: ${collections.join(', ') || 'none'})`));
      }
    });
  checkPluginIds(config.navbar.items, 'navbar.items');
  checkPluginIds(config.navbar.docsItems, 'navbar.docsItems');
  return out;
}
