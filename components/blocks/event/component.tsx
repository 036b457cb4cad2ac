import { BlockSection } from "@/components/blocks/block-section";
import type { BlockProps } from "@/components/blocks/define-block";
import type { eventBlock } from "@/components/blocks/event/config";
import { NewsletterForm } from "@/components/blocks/islands";
import { signUpFormProps } from "@/components/forms/sign-up-form";
import { Card } from "@/components/blocks/parts/card";
import { CheckList } from "@/components/blocks/parts/check-list";
import { DatedText } from "@/components/blocks/parts/dated-text";
import { IconList } from "@/components/blocks/parts/icon-list";
import { buildDate } from "@/lib/dates/build-date";
import { formatDate } from "@/lib/dates/format-date";
import { CalendarDays, Clock, MapPin } from "@/lib/brand/icons";

/**
 * The event's details and its sign-up form until its day; from the next day (judged on the build
 * date) the form gives way to what happened, so the page never promises a seat that is gone.
 */
export function EventBlock({ settings, place }: BlockProps<typeof eventBlock>) {
  const day = formatDate(settings.date, "long", place.locale);
  const past = settings.date < buildDate();
  return (
    <BlockSection settings={settings} place={place} className="max-w-5xl">
      <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div>
          <IconList
            label={settings.heading}
            className="flex-col gap-y-3 text-base text-ink"
            items={[
              { icon: CalendarDays, text: <time dateTime={settings.date}>{day}</time> },
              { icon: Clock, text: settings.time },
              { icon: MapPin, text: settings.where },
            ]}
          />
          {settings.agenda.length > 0 && (
            <CheckList
              items={settings.agenda}
              className="mt-8 border-t border-line pt-8 text-ink-muted"
            />
          )}
        </div>
        <Card>
          {past ? (
            <p className="text-lg text-ink">
              <DatedText template={settings.afterwards} slot="date" dateTime={settings.date}>
                {day}
              </DatedText>
            </p>
          ) : (
            <NewsletterForm {...signUpFormProps({ ...settings, path: place.path }, place.locale)} />
          )}
        </Card>
      </div>
    </BlockSection>
  );
}
