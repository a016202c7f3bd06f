#!/usr/bin/env node
// Runs the TypeScript CLI from source: tsx compiles on the fly (esbuild), no build step.
import { register } from 'tsx/esm/api';

// Pages are rendered with React's production build (fast, no dev-only checks) in every
// command; the browser bundle of `gsite dev` still uses React's development build.
process.env.NODE_ENV ??= 'production';
register();
const { main } = await import('../main.ts');
await main(process.argv);
