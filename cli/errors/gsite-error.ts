/** Where in a source file a problem sits. Lines and columns are 1-based. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

export interface GsiteErrorData {
  /** Permanent name from the catalogue, e.g. `FrontmatterInvalid`. */
  name: string;
  /** What happened, in a sentence a site author understands. */
  message: string;
  /** What to do about it. */
  hint?: string;
  location?: SourceLocation;
  /** Dotted key path inside the file, e.g. `themeConfig.navbar.items[2].type`. */
  key?: string;
  cause?: unknown;
}

/**
 * An error a site author can act on. Thrown anywhere in the pipeline, caught once at
 * the CLI edge (cli/main.ts), which prints it without a stack unless --debug.
 */
const BRAND = Symbol.for('gsite.error');

export class GsiteError extends Error {
  /**
   * The render bundle carries its own copy of this class; a brand makes `instanceof` hold
   * for errors from either copy.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }

  readonly [BRAND] = true;
  readonly code: string;
  readonly hint?: string;
  readonly location?: SourceLocation;
  readonly key?: string;

  constructor(data: GsiteErrorData) {
    super(data.message, data.cause === undefined ? undefined : { cause: data.cause });
    this.name = 'GsiteError';
    this.code = data.name;
    this.hint = data.hint;
    this.location = data.location;
    this.key = data.key;
  }
}

/** Several errors found in one pass (collect first, fail once). */
const AGGREGATE_BRAND = Symbol.for('gsite.aggregate-error');

export class GsiteAggregateError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[AGGREGATE_BRAND] === true;
  }

  readonly [AGGREGATE_BRAND] = true;

  constructor(readonly errors: GsiteError[], summary: string) {
    super(summary);
    this.name = 'GsiteAggregateError';
  }
}

export function formatLocation(loc: SourceLocation | undefined): string {
  if (!loc) return '';
  let out = loc.file;
  if (loc.line) out += `:${loc.line}`;
  if (loc.line && loc.column) out += `:${loc.column}`;
  return out;
}

/** One error as the terminal and the dev overlay show it. */
export function formatError(error: unknown, opts: { debug?: boolean } = {}): string {
  if (error instanceof GsiteAggregateError) {
    return [error.message, ...error.errors.map((e) => formatError(e, opts))].join('\n\n');
  }
  if (!(error instanceof GsiteError)) {
    const e = error instanceof Error ? error : new Error(String(error));
    return `[UnexpectedError] ${e.message}\n${opts.debug ? e.stack ?? '' : '(run with --debug for the stack)'}${causeChain(e, opts)}`;
  }
  const where = formatLocation(error.location);
  const lines = [`[${error.code}] ${where ? where + ' ' : ''}${error.message}`];
  if (error.key) lines.push(`  key: ${error.key}`);
  if (error.hint) lines.push(`  hint: ${error.hint}`);
  if (opts.debug && error.stack) lines.push(error.stack);
  return lines.join('\n') + causeChain(error, opts);
}

function causeChain(error: Error, opts: { debug?: boolean }): string {
  let out = '';
  let cause = error.cause;
  let depth = 0;
  while (cause && depth < 5) {
    const c = cause instanceof Error ? cause : new Error(String(cause));
    out += `\n  caused by: ${c.message}`;
    if (opts.debug && c.stack) out += `\n${c.stack}`;
    cause = c.cause;
    depth++;
  }
  return out;
}
