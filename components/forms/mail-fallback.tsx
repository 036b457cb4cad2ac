import { Icon } from "@/components/ui/icon";
import { Mail } from "@/lib/brand/icons";

/**
 * Shown after a form handed its message to the mail client: says where it went and offers the
 * same prefilled e-mail again for visitors whose mail app did not open.
 */
export function MailFallback({
  text,
  linkLabel,
  href,
}: {
  text: string;
  linkLabel: string;
  href: string;
}) {
  return (
    <div className="mt-4 flex items-start gap-3 rounded-xl border border-accent-200 bg-accent-50 p-4 text-sm text-accent-800">
      <Icon icon={Mail} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {text}{" "}
        <a href={href} className="font-semibold underline underline-offset-4">
          {linkLabel}
        </a>
        .
      </p>
    </div>
  );
}
