#!/usr/bin/env node
// Stops `npm start`, `npm run dev` and `npm test` early, with the way out, when they run on a Node.js
// other than the major in .nvmrc: the dependencies need it, and a wrong one fails far from the cause.
import { readFileSync } from 'node:fs';

const wanted = readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim();
const [wantedMajor] = wanted.split('.');
const [currentMajor] = process.versions.node.split('.');

if (currentMajor !== wantedMajor) {
  console.error(
    `Agent Portal runs on Node.js ${wantedMajor} LTS (.nvmrc: ${wanted}); this is Node.js ${process.versions.node}.\n` +
      'Switch with `nvm use`, or run `. tooling/node/use-lts.sh` in this shell to fetch it from the npm registry, then `npm ci` again.',
  );
  process.exit(1);
}
