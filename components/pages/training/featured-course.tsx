import { Icon } from "@/components/ui/icon";
import { BookOpen, CirclePlay, Clock } from "@/lib/brand/icons";
import { trainingContent, trainingContentIn } from "@/content/pages/training";
import { NewsletterForm } from "@/components/forms/newsletter-form";
import { signUpFormProps } from "@/components/forms/sign-up-form";
import { ConfiguredAction } from "@/components/pages/configured-action";
import { LevelBadge } from "@/components/pages/level-badge";
import { CoursePlayer } from "@/components/pages/training/course-player";
import type { Locale } from "@/lib/i18n/locales";

/**
 * While the academy has no address, the one place the page says so: what is coming and a form
 * to be told when it opens.
 */
function Waitlist({ locale }: { locale: Locale }) {
  const { waitlist } = trainingContentIn(locale);
  return (
    <div
      id="waitlist"
      className="mt-8 rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6"
    >
      <h3 className="font-semibold text-ink">{waitlist.title}</h3>
      <p className="mt-1 text-sm leading-6 text-ink-muted">{waitlist.text}</p>
      <div className="mt-4">
        <NewsletterForm {...signUpFormProps({ ...waitlist, path: "/training" }, locale)} />
      </div>
    </div>
  );
}

/** The featured course: its player, its details, and the way in (or the waitlist). */
export function FeaturedCourse({ locale }: { locale: Locale }) {
  const { academyUrl, featured, courses } = trainingContentIn(locale);
  return (
    <section
      aria-labelledby="featured-course-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="grid overflow-hidden rounded-3xl border border-line bg-surface shadow-lift lg:grid-cols-[1.1fr_1fr]">
        <CoursePlayer featured={featured} />
        <div className="p-6 sm:p-10">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {featured.badge}
          </p>
          <h2
            id="featured-course-heading"
            className="mt-2 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl"
          >
            {featured.title}
          </h2>
          <p className="mt-4 leading-7 text-ink-muted">{featured.description}</p>
          <ul
            aria-label={featured.detailsLabel}
            className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-muted"
          >
            <li className="inline-flex items-center gap-1.5">
              <Icon icon={Clock} aria-hidden="true" className="size-4 text-brand-600" />
              {featured.duration}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Icon icon={BookOpen} aria-hidden="true" className="size-4 text-brand-600" />
              {featured.lessons} {courses.lessonsLabel}
            </li>
            <li>
              <LevelBadge level={featured.level} tone={trainingContent.featured.level} />
            </li>
          </ul>
          {academyUrl ? (
            <ConfiguredAction
              locale={locale}
              href={academyUrl}
              label={featured.action}
              accessibleName={featured.title}
              size="lg"
              className="mt-8 w-full sm:w-auto"
              icon={<Icon icon={CirclePlay} aria-hidden="true" />}
            />
          ) : (
            <Waitlist locale={locale} />
          )}
        </div>
      </div>
    </section>
  );
}
