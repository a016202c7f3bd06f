import { startDevServer } from '../dev/dev-server.ts';

export interface DevCommandOptions {
  root: string;
  port: number;
  host: string;
  debug?: boolean;
}

export async function devCommand(o: DevCommandOptions): Promise<void> {
  const dev = await startDevServer({ root: o.root, port: o.port, host: o.host });
  process.stderr.write(`gsite dev: ${dev.url}\n`);
}
