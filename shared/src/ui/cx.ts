/** The class names that are set, joined: `cx(styles.a, on && styles.b, className)`. */
export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}
