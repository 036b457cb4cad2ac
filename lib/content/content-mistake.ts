/**
 * A content error as the preview shows it (components/content-mistake/): the file, and each
 * field with what is wrong and how to write it, read back from the message of a ContentError
 * (lib/content/errors.ts), which is all that reaches the browser of an error thrown on the server.
 */
export type ContentMistake = { file: string; issues: { field: string; message: string }[] };

const HEADER = /^Invalid content in (\S+?):\n/;

/** The mistake a ContentError's message describes, or null for any other error. */
export function readContentMistake(message: string): ContentMistake | null {
  const header = HEADER.exec(message);
  if (!header) return null;
  const file = header[1]!;
  const issues = message
    .slice(header[0].length)
    .split("\n")
    .map((line) => line.replace(/^\s*- /, ""))
    .filter(Boolean)
    .map((issue) => {
      // `content/faq.yaml.items[2].answer: too short` or `content/posts/x.md:12: ...`
      const rest = issue.startsWith(file) ? issue.slice(file.length) : issue;
      const colon = rest.indexOf(": ");
      if (colon < 0 || !issue.startsWith(file)) return { field: "", message: rest };
      return { field: rest.slice(0, colon).replace(/^[.:]/, ""), message: rest.slice(colon + 2) };
    });
  return { file, issues };
}
