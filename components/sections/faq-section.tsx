import { Icon } from "@/components/ui/icon";
import { ChevronDown, Mail, MessageCircle } from "@/lib/brand/icons";
import type { FaqContent } from "@/content/faq";
import { siteConfig } from "@/content/site";
import { buttonVariants } from "@/components/ui/button";
import { ContentIcon } from "@/components/sections/content-icon";
import { ScriptButton } from "@/components/ui/script-button";
import { SectionHeader } from "@/components/sections/section-header";
import { CHAT_OPEN_ATTRIBUTE, CHAT_OPEN_HREF } from "@/lib/chat/chat-events";
import { mailto } from "@/lib/leads/mailto";
import { cn } from "@/components/ui/cn";

/**
 * Native <details> sharing one `name`: the browser keeps exactly one open, clicking the open
 * one closes it, and every answer is in the HTML without JavaScript.
 */
export function FaqSection({
  faq,
  contactBox = true,
  chatHere = true,
}: {
  faq: FaqContent;
  /** The "Still have questions?" box under the answers. */
  contactBox?: boolean;
  /** The page has the chat widget; elsewhere "Live chat" opens it on the landing page. */
  chatHere?: boolean;
}) {
  const chatClass = cn(
    buttonVariants({ size: "lg" }),
    "border border-on-fill/40 bg-on-fill/10 text-on-fill hover:bg-on-fill/20 focus-visible:outline-on-fill",
  );
  return (
    <section id="faq" aria-labelledby="faq-heading" className="py-12">
      {/* Wide screens: the heading and the contact box beside the questions; phones: in turn. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10 lg:px-8">
        <SectionHeader
          id="faq-heading"
          align="left"
          eyebrow={faq.eyebrow}
          heading={faq.heading}
          intro={faq.intro}
          className="lg:col-start-1 lg:row-start-1"
        />
        <div className="space-y-3 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {faq.items.map((item, index) => (
            <details
              key={item.question}
              name="faq"
              open={index === 0}
              className="group rounded-2xl border border-line bg-surface shadow-sm transition-shadow open:shadow-card"
            >
              <summary className="flex cursor-pointer list-none items-center gap-4 rounded-2xl px-5 py-4 text-left sm:px-6 [&::-webkit-details-marker]:hidden">
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 group-open:bg-brand-600 group-open:text-on-fill">
                  <ContentIcon name={item.icon} className="size-4" />
                </span>
                <h3 className="flex-1 text-base font-semibold text-ink">{item.question}</h3>
                <Icon
                  icon={ChevronDown}
                  aria-hidden="true"
                  className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 leading-7 text-ink-muted sm:px-6 sm:pb-6 sm:pl-[4.75rem]">
                {item.answer}
              </p>
            </details>
          ))}
        </div>

        {contactBox && (
          <div className="relative self-start overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-deep-800 p-6 text-on-fill shadow-lift sm:p-8 lg:col-start-1 lg:row-start-2">
            <div
              aria-hidden="true"
              className="absolute -bottom-24 -left-16 size-64 rounded-full bg-spark-400/30 blur-3xl"
            />
            <div className="relative">
              <h3 className="text-2xl font-bold tracking-tight">{faq.contact.heading}</h3>
              <p className="mt-3 text-sm leading-6 text-brand-tint-50">{faq.contact.text}</p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:flex-col xl:flex-row">
                <a
                  href={mailto(siteConfig.email.support)}
                  className={cn(
                    buttonVariants({ size: "lg" }),
                    "bg-on-fill text-brand-deep-800 hover:bg-brand-tint-50 focus-visible:outline-on-fill",
                  )}
                >
                  <Icon icon={Mail} aria-hidden="true" />
                  {faq.contact.emailLabel}
                </a>
                {chatHere ? (
                  // No code of its own: the chat widget on the page hears its click.
                  <ScriptButton {...{ [CHAT_OPEN_ATTRIBUTE]: "" }} className={chatClass}>
                    <Icon icon={MessageCircle} aria-hidden="true" />
                    {faq.contact.chatLabel}
                  </ScriptButton>
                ) : (
                  // A full page load, so the widget on / finds the parameter and opens.
                  <a href={CHAT_OPEN_HREF} className={chatClass}>
                    <Icon icon={MessageCircle} aria-hidden="true" />
                    {faq.contact.chatLabel}
                  </a>
                )}
              </div>
              <ul className="mt-6 space-y-1.5 text-sm font-medium text-brand-tint-50">
                {faq.contact.badges.map((badge) => (
                  <li key={badge.label} className="flex items-baseline gap-2">
                    <span
                      aria-hidden="true"
                      className="size-1.5 shrink-0 -translate-y-0.5 rounded-full bg-brand-200"
                    />
                    <span>
                      {badge.label}
                      <span className="font-normal text-brand-tint-100"> · {badge.note}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
