// The text of the pre-rendered pages' one inline script (`/`, `/login`), and its hash for the shell's
// Content-Security-Policy (tooling/lib/portalConfig.mjs). The script itself is browser code of
// @portal/shared: shared/src/prerender/inlineScript.mjs says what it does. Here it is only turned into
// text: its function's source as the file has it (read as text, so that no loader's transform of the
// module changes it, nor the hash), called with the names it shares with the app, its comment lines
// and indentation dropped (nothing else: the text stays the function as written, line for line).
// Plain Node: the containers' start reads it to write the policy.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SCRIPT_NAMES } from '../../shared/src/prerender/names.mjs';

const SOURCE = path.join(import.meta.dirname, '..', '..', 'shared', 'src', 'prerender', 'inlineScript.mjs');

/** The source of `export function <name>(…) {…}`, the last thing in `source`, as a function expression. */
export function functionSource(source, name) {
  const start = source.indexOf(`export function ${name}(`);
  if (start < 0) throw new Error(`inlineScript: no exported function ${name}`);
  return source.slice(start + 'export '.length).trim();
}

/** A function's source as an inline script's text: comment lines and indentation dropped, called with `argument`. */
export function scriptText(fnSource, argument) {
  const lines = String(fnSource)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'));
  // Only whole-line comments are dropped: a comment after code, or a block comment, would stay in.
  const leftover = lines.find((line) => line.includes('//') || line.includes('/*'));
  if (leftover) throw new Error(`inlineScript: a comment or "//" left in the script: ${leftover}`);
  if (!lines.at(-1).endsWith('}')) throw new Error('inlineScript: the function must be the last thing in its file');
  return `(${lines.join('\n')})(${JSON.stringify(argument)});`;
}

export const PRERENDER_INLINE_SCRIPT = scriptText(functionSource(readFileSync(SOURCE, 'utf8'), 'inlineScript'), PAGE_SCRIPT_NAMES);
/** A Content-Security-Policy source that allows an inline script with exactly this text. */
export const cspHashOf = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
export const PRERENDER_INLINE_SCRIPT_HASH = cspHashOf(PRERENDER_INLINE_SCRIPT);
