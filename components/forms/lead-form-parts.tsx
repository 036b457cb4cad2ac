import type { ComponentProps } from "react";
import type { FormTarget } from "@/lib/leads/lead-delivery";
import { HONEYPOT_FIELD } from "@/lib/leads/honeypot";

/**
 * The `<form>` attributes that make a lead form work before and without JavaScript: a POST to
 * the provider (or a plain-text e-mail), never a GET that puts what was typed into a URL, and
 * the attributes Netlify reads from the static HTML to find its forms.
 */
export function leadFormAttributes(target: FormTarget, formName: string): ComponentProps<"form"> {
  if (target.kind === "mail") {
    return { name: formName, method: "post", action: target.action, encType: "text/plain" };
  }
  return {
    name: formName,
    method: "post",
    action: target.action,
    ...(target.provider === "netlify" && {
      "data-netlify": "true",
      "netlify-honeypot": HONEYPOT_FIELD,
    }),
  } as ComponentProps<"form">;
}

/**
 * The fields every lead carries besides what the visitor typed: the page it was sent from, the
 * provider's hidden fields, and the honeypot (hidden from people and from assistive technology,
 * out of the tab order, and never autofilled).
 */
export function LeadHiddenFields({
  target,
  page,
  honeypotLabel,
}: {
  target: FormTarget;
  page: string;
  honeypotLabel: string;
}) {
  const hidden = target.kind === "endpoint" ? target.hidden : {};
  return (
    <>
      <input type="hidden" name="page" value={page} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {honeypotLabel}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}

/** The visible mark of a required field; the control's `required` says it to assistive tech. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger-700">
      *
    </span>
  );
}
