/**
 * localStorage that never breaks the page (spec §8 "Storage unavailable: console warning, no
 * persistence"). Private modes and disabled storage throw on access; each caller says what
 * will not be remembered, and the warning is printed once per page for each such thing.
 */
const warned = new Set<string>();

function warn(what: string): void {
  if (warned.has(what)) return;
  warned.add(what);
  console.warn(`Storage is unavailable: ${what} will not be remembered.`);
}

export function readStorage(key: string, what: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    warn(what);
    return null;
  }
}

export function writeStorage(key: string, value: string, what: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    warn(what);
  }
}

export function removeStorage(key: string, what: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    warn(what);
  }
}
