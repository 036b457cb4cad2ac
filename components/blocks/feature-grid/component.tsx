import { BlockSection } from "@/components/blocks/block-section";
import type { BlockProps } from "@/components/blocks/define-block";
import type { featureGridBlock } from "@/components/blocks/feature-grid/config";
import { IconCardGrid } from "@/components/blocks/parts/icon-card-grid";
import { cn } from "@/components/ui/cn";

/** Columns for any number of cards: pairs side by side, four in a row, else rows of three. */
function columns(count: number): string {
  if (count === 1) return "mx-auto max-w-xl";
  if (count === 2 || count === 4) return cn("md:grid-cols-2", count === 4 && "lg:grid-cols-4");
  return "md:grid-cols-2 lg:grid-cols-3";
}

export function FeatureGridBlock({ settings, place }: BlockProps<typeof featureGridBlock>) {
  const { items } = settings;
  return (
    <BlockSection settings={settings} place={place}>
      <IconCardGrid
        items={items}
        columns={columns(items.length)}
        size={items.length >= 4 ? "sm" : "lg"}
      />
    </BlockSection>
  );
}
