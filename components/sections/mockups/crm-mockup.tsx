import type { FeatureMockup } from "@/content/landing/features";
import { MockupFrame } from "@/components/sections/mockups/mockup-frame";

/** The pipeline's stages, each a brand tint a step deeper, and the week's booked calls below. */
const stageDots = ["bg-brand-300", "bg-brand-500", "bg-brand-deep-700"];

export function CrmMockup({ data }: { data: Extract<FeatureMockup, { kind: "crm" }> }) {
  const { calendar } = data;
  return (
    <MockupFrame>
      <div className="p-4 sm:p-5">
        <p className="text-sm font-semibold text-ink">{data.pipelineName}</p>
        <div className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
          {data.columns.map((column, index) => (
            <div key={column.stage} className="rounded-xl bg-surface-muted p-2 sm:p-3">
              <p className="flex items-center gap-1.5 text-xs font-semibold text-ink">
                <span className={`size-2 rounded-full ${stageDots[index % stageDots.length]}`} />
                <span className="truncate">{column.stage}</span>
              </p>
              <ul className="mt-2.5 space-y-2">
                {column.deals.map((deal) => (
                  <li
                    key={deal.name}
                    className="rounded-lg border border-line bg-surface p-2 shadow-sm"
                  >
                    <p className="truncate text-xs font-semibold text-ink">{deal.name}</p>
                    <p className="mt-1 text-xs text-ink-muted">{deal.value}</p>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-line p-4 sm:p-5">
        <p className="text-sm font-semibold text-ink">{calendar.title}</p>
        <div
          className="mt-3 grid gap-1.5"
          style={{ gridTemplateColumns: `repeat(${calendar.days.length}, minmax(0, 1fr))` }}
        >
          {calendar.days.map((day, index) => {
            const booked = calendar.bookings.filter((booking) => booking.day === index);
            return (
              <div key={day} className="min-h-20 rounded-lg border border-line p-1.5">
                <p className="text-center text-[11px] font-semibold text-ink-subtle">{day}</p>
                {booked.map((booking) => (
                  <p
                    key={`${booking.time}${booking.name}`}
                    className="mt-1.5 rounded-md bg-brand-50 px-1.5 py-1 text-[10px] leading-tight text-brand-800"
                  >
                    <span className="block font-semibold">{booking.time}</span>
                    <span className="block truncate">{booking.name}</span>
                  </p>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </MockupFrame>
  );
}
