import { errors } from '../errors/catalogue.ts';

const strict = new TextDecoder('utf-8', { fatal: true });

/**
 * A content file's bytes as text. Markdown must be UTF-8 (a leading BOM is dropped) and hold
 * no NUL byte: anything else (Latin-1 text, a binary file named `.md`) would build into pages
 * full of U+FFFD, so it is an error naming the file and the line of the first bad byte.
 */
export function decodeText(file: string, bytes: Uint8Array): string {
  const nul = bytes.indexOf(0);
  if (nul >= 0) throw errors.contentNotText({ file, line: lineAt(bytes, nul) }, 'a NUL byte on this line; it looks like a binary file.');
  try {
    return strict.decode(bytes);
  } catch {
    const bad = firstInvalidByte(bytes);
    throw errors.contentNotText({ file, line: lineAt(bytes, bad) }, `byte 0x${bytes[bad]!.toString(16).padStart(2, '0').toUpperCase()} on this line is not UTF-8 (saved as Latin-1 or Windows-1252?).`);
  }
}

/**
 * Offset of the first byte that is not UTF-8: where the lenient decoding has its first
 * U+FFFD that the file did not spell as such (EF BF BD).
 */
function firstInvalidByte(bytes: Uint8Array): number {
  const text = new TextDecoder('utf-8').decode(bytes);
  let offset = 0;
  let from = 0;
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
    offset += Buffer.byteLength(text.slice(from, i));
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd) return offset;
    offset += 3;
    from = i + 1;
  }
  return bytes.length - 1;
}

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}
