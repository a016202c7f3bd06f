/** Where the build reports progress; tests pass a silent one. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  /** A progress line that rewrites itself on a terminal. */
  progress(label: string, done: number, total: number): void;
}

export function consoleLogger(stream: NodeJS.WriteStream = process.stderr): Logger {
  const tty = stream.isTTY;
  let lastPrinted = -1;
  return {
    info: (m) => stream.write(`${m}\n`),
    warn: (m) => stream.write(`warning ${m}\n`),
    progress(label, done, total) {
      if (tty) {
        stream.write(`\r  ${label} ${done}/${total}${done === total ? '\n' : ''}`);
        return;
      }
      // Without a terminal, print at every quarter so CI logs stay short.
      const quarter = Math.floor((done / total) * 4);
      if (quarter !== lastPrinted || done === total) {
        lastPrinted = quarter;
        stream.write(`  ${label} ${done}/${total}\n`);
      }
    },
  };
}

export const silentLogger: Logger = { info() {}, warn() {}, progress() {} };
