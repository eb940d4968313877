/**
 * The guard a test file puts on the checks that need a tool outside npm (see requiredTools.mjs):
 * `describe.runIf(requireTool('nginx'))(…)`. When the tool is missing, the suite being collected also gets
 * one test named after the tool, skipped with the reason (MissingToolsReporter lists it when the run ends),
 * or failed in CI, where every check must run.
 */
import { it } from 'vitest';
import { isCiRun, missingToolMessage, toolStatus, TOOLS, type ToolId } from './requiredTools.mjs';

declare module 'vitest' {
  interface TaskMeta {
    /** Set on the test that stands for the checks a missing tool kept from running. */
    missingTool?: { id: ToolId; reason: string };
  }
}

// One such test per tool and test file (Vitest evaluates this module afresh for each file).
const reported = new Set<ToolId>();

/** Whether the checks that need `id` can run here. Call it while the tests are collected. */
export function requireTool(id: ToolId): boolean {
  const status = toolStatus(id);
  if (status.available) return true;
  if (!reported.has(id)) {
    reported.add(id);
    const { reason } = status;
    it(`needs ${TOOLS[id].name}`, (context) => {
      context.task.meta.missingTool = { id, reason };
      if (isCiRun()) throw new Error(missingToolMessage(id, reason));
      context.skip(`${TOOLS[id].name}: ${reason}`);
    });
  }
  return false;
}
