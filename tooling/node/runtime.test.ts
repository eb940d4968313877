import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../lib/frontends.mjs';

/** One Node.js release for the whole portal: .nvmrc names it; engines, the images and the test run agree. */
const nvmrc = readFileSync(path.join(rootDir, '.nvmrc'), 'utf8').trim();
const [major, minor, patch] = nvmrc.split('.').map(Number);
const packageJson = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as { engines: { node: string } };

describe('the Node.js release (.nvmrc)', () => {
  it('is an exact LTS release, on an even major', () => {
    expect(nvmrc).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major! % 2).toBe(0);
  });

  it('runs this test suite', () => {
    expect(process.versions.node.split('.')[0]).toBe(String(major));
  });

  it("is admitted by the root package's engines, which admit that major only", () => {
    const range = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(packageJson.engines.node);
    expect(range, `engines.node ${packageJson.engines.node} is a caret range`).not.toBeNull();
    const [rangeMajor, rangeMinor, rangePatch] = range!.slice(1).map(Number);
    expect(rangeMajor).toBe(major);
    expect(minor! * 1000 + patch!).toBeGreaterThanOrEqual(rangeMinor! * 1000 + rangePatch!);
  });

  it.each(readdirSync(path.join(rootDir, 'docker')).filter((file) => file.endsWith('.Dockerfile')))('is the base image of %s', (file) => {
    const dockerfile = readFileSync(path.join(rootDir, 'docker', file), 'utf8');
    expect(dockerfile).toContain(`ARG NODE_VERSION=${nvmrc}\n`);
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toBe('node:${NODE_VERSION}-bookworm-slim');
  });
});
