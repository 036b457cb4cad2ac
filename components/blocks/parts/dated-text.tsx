/**
 * A sentence with one date or time slot (`Snapshot from {date}`), the slot filled with a
 * `<time>` element, so the machine-readable moment travels with the words.
 */
export function DatedText({
  template,
  slot,
  dateTime,
  children,
}: {
  template: string;
  slot: string;
  /** ISO 8601, for the `<time>` element. */
  dateTime: string;
  /** The moment as the visitor reads it. */
  children: string;
}) {
  const [before, after = ""] = template.split(`{${slot}}`);
  return (
    <>
      {before}
      <time dateTime={dateTime}>{children}</time>
      {after}
    </>
  );
}
