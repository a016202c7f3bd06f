import path from 'node:path';
import { createStaticServer, listen } from '../serve/static-server.ts';

export interface ServeCommandOptions {
  root: string;
  dir: string;
  port: number;
  host: string;
}

export async function serveCommand(o: ServeCommandOptions): Promise<void> {
  const server = createStaticServer({ dir: path.resolve(o.root, o.dir) });
  const url = await listen(server, o.port, o.host);
  process.stderr.write(`Serving ${path.resolve(o.root, o.dir)} at ${url}\n`);
}
