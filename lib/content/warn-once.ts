const warned = new Set<string>();

/** Prints a build warning once per process, however many pages ask for the same content. */
export function warnOnce(message: string, warn: (message: string) => void = console.warn) {
  if (warned.has(message)) return;
  warned.add(message);
  warn(message);
}
