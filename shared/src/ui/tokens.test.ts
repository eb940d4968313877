import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The colours of one theme's block in tokens.css: `--color-x: #rrggbb`. */
function themeColours(theme: 'light' | 'dark'): Record<string, string> {
  const css = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
  const block = new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (!block) throw new Error(`tokens.css: no block for the ${theme} theme`);
  return Object.fromEntries([...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// The text the kit's components set on each background (jsdom has no layout, so axe cannot check it there).
const TEXT_PAIRS = [
  ['text', 'surface'],
  ['text', 'bg'],
  ['text', 'hover'],
  ['muted', 'surface'],
  ['muted', 'bg'],
  ['muted', 'hover'],
  ['primary-text', 'surface'],
  ['primary-text', 'bg'],
  ['primary-text', 'hover'],
  ['on-primary', 'primary'],
  ['error', 'surface'],
  ['error', 'bg'],
  ['success', 'surface'],
] as const;

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  const colours = themeColours(theme);
  const ratio = (foreground: string, background: string) => {
    const [a, b] = [colours[foreground], colours[background]];
    if (!a || !b) throw new Error(`tokens.css (${theme}): no --color-${a ? background : foreground}`);
    return Math.round(contrast(a, b) * 100) / 100;
  };

  it.each(TEXT_PAIRS)('sets %s text on %s at 4.5:1 or more (WCAG AA)', (foreground, background) => {
    expect(ratio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});
