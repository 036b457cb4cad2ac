import type { ReactNode } from "react";
import type { ContactFormProps } from "@/components/forms/contact-form";
import { leadPage, siteFormTarget } from "@/components/forms/site-form-target";
import { Card } from "@/components/blocks/parts/card";
import { leadFormWords } from "@/content/forms";
import { contactSupportContent } from "@/content/pages/contact-support";
import { siteConfig } from "@/content/site";
import { limitSlots } from "@/lib/leads/contact-form";
import { fillTemplate } from "@/lib/text/fill-template";
import { VISIBLE_TEXT_PATTERN } from "@/lib/text/visible-text";

/** The contact form's props: where it sends, the page a lead names, its words and options. */
export function contactFormProps(path: `/${string}`): ContactFormProps {
  const { support } = siteConfig.email;
  const { form } = contactSupportContent;
  return {
    target: siteFormTarget("contact", support),
    page: leadPage(path),
    to: support,
    subjects: form.subjects,
    priorities: form.priorities,
    messages: form.messages,
    namePattern: VISIBLE_TEXT_PATTERN,
    text: {
      ...form,
      messageHint: fillTemplate(form.messageHint, limitSlots.message),
      ...leadFormWords,
    },
  };
}

/**
 * The contact form (`children`: the island, loaded as the page's route needs it) in its card,
 * under its title: on /contact-support and in any page's "Contact form" block. Its words are
 * content/pages/contact-support.yaml's `form`.
 */
export function ContactFormCard({
  headingId,
  title = contactSupportContent.form.title,
  description = contactSupportContent.form.description,
  children,
}: {
  headingId: string;
  title?: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <p className="mt-2 text-ink-muted">{description}</p>
      <div className="mt-8">{children}</div>
    </Card>
  );
}
