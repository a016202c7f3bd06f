#!/usr/bin/env node
// Runs the TypeScript CLI from source: tsx compiles on the fly (esbuild), no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../main.ts');
await main(process.argv);
