import { ChannelCard } from "@/components/pages/contact-support/channel-card";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { contactSupportContentIn } from "@/content/pages/contact-support";
import { interfaceLabelsIn } from "@/content/interface-labels";
import type { Locale } from "@/lib/i18n/locales";
import { pathInLocale } from "@/content/translations";
import { siteConfig } from "@/content/site";
import { CHAT_OPEN_HREF } from "@/lib/chat/chat-events";
import { cn } from "@/components/ui/cn";
import { Mail, MessageCircle } from "@/lib/brand/icons";
import { mailto } from "@/lib/leads/mailto";

/** The live chat and the support address, side by side above the form. */
export function SupportChannels({ locale }: { locale: Locale }) {
  const { chat, email } = contactSupportContentIn(locale).channels;
  const supportAddress = siteConfig.email.support;
  return (
    <section
      aria-label={interfaceLabelsIn(locale).pages.supportChannels}
      className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-16 lg:px-8"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        <li>
          <ChannelCard
            icon={MessageCircle}
            tone="brand"
            title={chat.title}
            text={chat.text}
            note={chat.note}
            action={
              // A full page load, so the widget on / finds the parameter and opens.
              <a href={pathInLocale(locale, CHAT_OPEN_HREF)} className={buttonVariants()}>
                <Icon icon={MessageCircle} aria-hidden="true" />
                {chat.action}
              </a>
            }
          />
        </li>
        <li>
          <ChannelCard
            icon={Mail}
            tone="brand"
            title={email.title}
            text={email.text}
            note={email.note}
            action={
              <a
                href={mailto(supportAddress)}
                // An address is one long word: it may break anywhere rather than push the
                // card past a narrow screen (larger text spacing at 320 px, WCAG 1.4.12).
                className={cn(
                  buttonVariants({ variant: "outline" }),
                  "h-auto min-h-10 max-w-full py-2 [overflow-wrap:anywhere] whitespace-normal",
                )}
              >
                <Icon icon={Mail} aria-hidden="true" />
                {supportAddress}
              </a>
            }
          />
        </li>
      </ul>
    </section>
  );
}
