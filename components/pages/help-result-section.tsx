import type { ReactNode } from "react";

/** A titled list of help results; hidden, not removed, when the search leaves it empty. */
export function HelpResultSection({
  id,
  title,
  hidden,
  children,
}: {
  id: string;
  title: string;
  hidden: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} hidden={hidden} className="mt-14 sm:mt-16">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      <div className="mt-8">{children}</div>
    </section>
  );
}
