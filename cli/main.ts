import { Command, InvalidArgumentError, Option } from 'commander';
import { formatError } from './errors/gsite-error.ts';

/**
 * The CLI edge: parses arguments, runs a command, and is the one place errors are printed.
 * A command's module is loaded when that command runs, so `gsite serve`, `--help` and an
 * argument error do not first load the build pipeline (React, unified, the templates).
 */
export async function main(argv: string[]): Promise<void> {
  const program = new Command('gsite')
    .description('Static-site generator for the GSAP documentation site')
    .option('--root <dir>', 'site root (folder with site.config.ts)', process.cwd())
    .option('--debug', 'print stack traces', false)
    .showHelpAfterError();

  program
    .command('build')
    .description('build every route into a static folder')
    .option('--out <dir>', 'output folder', 'build')
    .option('--strict', 'broken links, anchors and duplicate routes fail the build', false)
    .option('--drafts', 'include draft pages', false)
    .addOption(new Option('--workers <n>', 'render threads (0 = main thread only)').argParser(wholeNumber))
    .option('--no-cache', 'compile every page afresh; neither read nor write the content cache')
    .option('--docset [file]', 'also write the docs as a docset zip for Dash and Zeal, readable from file:// (default: <name>.docset.zip beside the build folder)')
    .action(async (o) => (await import('./commands/build.ts')).buildCommand({ ...program.opts(), ...o }));

  program
    .command('dev')
    .description('serve the site from memory, re-render on change, live-reload the browser')
    .option('--port <port>', 'port (0: any free one)', portNumber, 3000)
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .action(async (o) => (await import('./commands/dev.ts')).devCommand({ ...program.opts(), ...o }));

  program
    .command('serve')
    .description('serve a built folder as a static host would')
    .option('--dir <dir>', 'folder to serve', 'build')
    .option('--port <port>', 'port (0: any free one)', portNumber, 3000)
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .action(async (o) => (await import('./commands/serve.ts')).serveCommand({ ...program.opts(), ...o }));

  program
    .command('index')
    .description('push the search records of a build and the index settings to Algolia (admin key from ALGOLIA_ADMIN_KEY)')
    .option('--dir <dir>', 'built folder holding search/records.json.gz', 'build')
    .action(async (o) => (await import('./commands/index.ts')).indexCommand({ ...program.opts(), ...o }));

  try {
    await program.parseAsync(argv);
  } catch (error) {
    process.stderr.write(`\n${formatError(error, { debug: program.opts().debug })}\n`);
    process.exitCode = 1;
  }
}

/** `--workers`: a whole number from 0 up, written as one (`abc`, `-3`, `2.5` are refused). */
function wholeNumber(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError(`expected a whole number of 0 or more, got "${value}".`);
  return Number(value);
}

/** `--port`: a TCP port, 0 to 65535 (0 lets the system pick a free one). */
function portNumber(value: string): number {
  const port = wholeNumber(value);
  if (port > 65535) throw new InvalidArgumentError(`expected a port from 0 to 65535, got "${value}".`);
  return port;
}
