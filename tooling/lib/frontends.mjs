// The frontends (the shell and the remotes of the portal's topology), their folders and default ports:
// one list for build, start, dev and tests.
import path from 'node:path';
import { frontendsOf } from '../../shared/src/topology.mjs';

export const rootDir = path.resolve(import.meta.dirname, '..', '..');

export const frontends = frontendsOf();

export const distDir = (frontend) => path.join(rootDir, frontend.dir, 'dist');
