import { existsSync } from 'node:fs';
import path from 'node:path';
import { esmRequestFor, FEDERATION_RUNTIME_PACKAGES } from './federationRuntimeEsm.mjs';

const nodeModules = path.resolve(import.meta.dirname, '..', 'node_modules');

describe('federation runtime as ES modules', () => {
  it.each(FEDERATION_RUNTIME_PACKAGES)('@module-federation/%s resolves to its ES module build, which exists', (name) => {
    const file = esmRequestFor(`@module-federation/${name}`);
    expect(file).toMatch(/\.m?js$/);
    expect(existsSync(file!)).toBe(true);
  });

  it('replaces the CommonJS entry the federation plugin resolved by path', () => {
    const cjs = path.join(nodeModules, '@module-federation', 'webpack-bundler-runtime', 'dist', 'index.cjs');
    expect(esmRequestFor(cjs)).toBe(path.join(nodeModules, '@module-federation', 'webpack-bundler-runtime', 'dist', 'index.js'));
  });

  it('leaves every other request alone', () => {
    for (const request of [
      'react',
      '@module-federation/enhanced',
      '@module-federation/runtime/helpers',
      './runtime-core',
      '@module-federation/runtime-core-extra',
    ]) {
      expect(esmRequestFor(request)).toBeUndefined();
    }
  });
});
