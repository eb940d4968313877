import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The federation shares '@portal/shared/router', not 'react-router': an app file importing React
// Router directly would bundle a second router (its own context, so its links would not navigate)
// or pull the whole package into the page. Tests and build-time pre-rendering (Node, no federation)
// may import it directly.
const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');
const appDirs = ['shell', 'remote-landing', 'remote-onboarding', 'remote-sales', 'shared'].map((dir) => path.join(rootDir, dir, 'src'));
const allowed = (file: string) =>
  /\.test\.tsx?$|[\\/]\w*[tT]estUtils\.tsx?$|[\\/]testing[\\/]|[\\/]prerender\.tsx$|[\\/]prerender[\\/]|[\\/]shared[\\/]src[\\/]router[\\/]index\.ts$/.test(
    file,
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('React Router imports', () => {
  it('app code imports routing only from @portal/shared/router', () => {
    const files = appDirs.flatMap(sourceFiles).filter((file) => !allowed(file));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => /from ['"]react-router(-dom)?(\/[^'"]*)?['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(rootDir, file))).toEqual([]);
  });
});
