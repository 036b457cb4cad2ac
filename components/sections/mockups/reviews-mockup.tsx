import { Icon } from "@/components/ui/icon";
import { Send, Star } from "@/lib/brand/icons";
import type { FeatureMockup } from "@/content/landing/features";
import { MockupFrame } from "@/components/sections/mockups/mockup-frame";

function Stars() {
  return (
    <span className="flex gap-0.5 text-warning-500">
      {[0, 1, 2, 3, 4].map((star) => (
        <Icon icon={Star} key={star} className="size-3.5 fill-current" />
      ))}
    </span>
  );
}

export function ReviewsMockup({ data }: { data: Extract<FeatureMockup, { kind: "reviews" }> }) {
  return (
    <MockupFrame className="p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <p className="text-5xl font-bold tracking-tight text-ink">{data.rating}</p>
        <div>
          <Stars />
          <p className="mt-1 text-sm text-ink-muted">{data.reviewCount}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-3">
        {data.reviews.map((review) => (
          <li key={review.author} className="rounded-xl border border-line p-4">
            <div className="flex items-center justify-between">
              <span className="flex items-center gap-2">
                <span className="grid size-8 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                  {review.author.charAt(0)}
                </span>
                <span className="text-sm font-semibold text-ink">{review.author}</span>
              </span>
              <span className="text-xs text-ink-muted">{review.source}</span>
            </div>
            <div className="mt-2">
              <Stars />
            </div>
            <p className="mt-2 text-sm text-ink-muted">{review.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-center gap-2 rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-800">
        <Icon icon={Send} className="size-4" />
        {data.requestStatus}
      </p>
    </MockupFrame>
  );
}
