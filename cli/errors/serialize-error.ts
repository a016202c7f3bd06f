import { GsiteError } from './gsite-error.ts';

/**
 * An error as plain data, to cross from a render thread to the build, or into the content
 * cache: a GsiteError keeps its code, location, key and hint; any other error its message
 * and stack. Causes are kept as messages.
 */
export interface SerializedError {
  gsite: boolean;
  code?: string;
  message: string;
  hint?: string;
  location?: GsiteError['location'];
  key?: string;
  causes: string[];
  stack?: string;
}

export function serializeError(error: unknown): SerializedError {
  const causes: string[] = [];
  let c = (error as Error)?.cause;
  while (c && causes.length < 5) {
    causes.push(c instanceof Error ? c.message : String(c));
    c = c instanceof Error ? c.cause : undefined;
  }
  if (error instanceof GsiteError) {
    return { gsite: true, code: error.code, message: error.message, hint: error.hint, location: error.location, key: error.key, causes, stack: error.stack };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return { gsite: false, message: e.message, causes, stack: e.stack };
}

export function deserializeError(s: SerializedError): Error {
  let cause: Error | undefined;
  for (const message of [...s.causes].reverse()) cause = new Error(message, cause ? { cause } : undefined);
  if (s.gsite) return new GsiteError({ name: s.code!, message: s.message, hint: s.hint, location: s.location, key: s.key, cause });
  const e = new Error(s.message, cause ? { cause } : undefined);
  e.stack = s.stack;
  return e;
}
