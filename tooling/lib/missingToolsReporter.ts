/**
 * A Vitest reporter that ends the run with the list of checks that could not run for want of a tool
 * (from the tests requireTool adds), after Vitest's own summary.
 */
import path from 'node:path';
import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';
import { isCiRun, missingToolsSummary, type MissingTool, type ToolId } from './requiredTools.mjs';

/** The id of the innermost suite (or the module) around `test` that is one of `scopes`. */
function scopeOf(test: TestCase, scopes: Map<string, number>): string | undefined {
  for (let scope: TestSuite | TestModule = test.parent; ; scope = scope.parent) {
    if (scopes.has(scope.id)) return scope.id;
    if (scope.type === 'module') return undefined;
  }
}

/**
 * The missing tools of a run, each with the files whose checks it kept from running, and how many tests
 * it skipped there: those of the suite its stand-in test was added to, less those of nested suites with
 * a stand-in of their own (in a file with one stand-in, every skipped test of the file).
 */
export function missingToolsOf(testModules: ReadonlyArray<TestModule>, root = process.cwd()): MissingTool[] {
  const byTool = new Map<ToolId, MissingTool>();
  for (const testModule of testModules) {
    const tests = [...testModule.children.allTests()];
    const standIns = tests.filter((test) => test.meta().missingTool);
    const skippedIn = new Map(standIns.map((standIn) => [standIn.parent.id, 0]));
    for (const test of tests) {
      if (test.meta().missingTool || test.result().state !== 'skipped') continue;
      const scope = scopeOf(test, skippedIn) ?? (standIns.length === 1 ? standIns[0]!.parent.id : undefined);
      if (scope !== undefined) skippedIn.set(scope, skippedIn.get(scope)! + 1);
    }
    for (const standIn of standIns) {
      const { id, reason } = standIn.meta().missingTool!;
      const entry = byTool.get(id) ?? { id, reason, files: [] };
      byTool.set(id, entry);
      entry.files.push({ file: path.relative(root, testModule.moduleId), skipped: skippedIn.get(standIn.parent.id) ?? 0 });
    }
  }
  return [...byTool.values()];
}

export class MissingToolsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const summary = missingToolsSummary(missingToolsOf(testModules), { ci: isCiRun() });
    if (summary) process.stdout.write(`\n${summary}`);
  }
}
