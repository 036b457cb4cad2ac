import Markdoc, { type Schema, type ValidationError } from "@markdoc/markdoc";

// Markdoc ships CommonJS without named exports Node can see (Playwright's specs load this file).
const { Tag } = Markdoc;

type Cell = string | boolean;

/** What the `{% plan-limits %}` tag reads: the plans and the landing page's comparison rows. */
export type PlanLimitsSource = {
  /** Where the rows live, for messages: `content/landing/plan-comparison.yaml`. */
  file: string;
  plans: readonly { id: string; name: string }[];
  /**
   * `feature` is the row's name in English, which the tag's `features` attribute names in every
   * language (a translation keeps the tag as written); `label` the name the page's language
   * shows, when it differs.
   */
  rows: readonly { feature: string; label?: string; values: Readonly<Record<string, Cell>> }[];
  /** The table's name, its first column's heading, and the words for a tick and a dash. */
  labels: { caption: string; plan: string; included: string; notIncluded: string };
};

/** The `features` attribute as written: `features=["Contacts", "Emails per month"]`. */
function featuresOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * `{% plan-limits features=["Team members", "Workspaces"] /%}`: a table of those rows of the
 * plan comparison, one line per plan, so a help article shows the limits the pricing table shows
 * and changes with it. `read` gives the plans and rows. A feature the comparison does not have fails the build, naming the rows
 * it does have.
 */
export function planLimitsTag(read: () => PlanLimitsSource): Schema {
  // Read when a document uses the tag, not when the config is made: under `next dev` a broken
  // comparison file must not stop the editor from loading (content/define-content.ts).
  const load = () => {
    const source = read();
    return { source, byFeature: new Map(source.rows.map((row) => [row.feature, row])) };
  };

  return {
    selfClosing: true,
    attributes: { features: { type: Array, required: true } },
    validate(node): ValidationError[] {
      const { source, byFeature } = load();
      const features = featuresOf(node.attributes.features);
      const unknown = features.filter((feature) => !byFeature.has(feature));
      const known = [...byFeature.keys()].map((feature) => `"${feature}"`).join(", ");
      if (features.length === 0) {
        return [
          {
            id: "plan-limits-empty",
            level: "error",
            message: `{% plan-limits %} needs the rows to show, e.g. features=["Contacts"]; ${source.file} has ${known}`,
          },
        ];
      }
      return unknown.map((feature) => ({
        id: "plan-limits-feature",
        level: "error",
        message: `{% plan-limits %}: "${feature}" is not a row of ${source.file}; use one of ${known}`,
      }));
    },
    transform(node) {
      const { source, byFeature } = load();
      const cellText = (cell: Cell | undefined) =>
        cell === true ? source.labels.included : cell === false ? source.labels.notIncluded : cell;
      const rows = featuresOf(node.attributes.features).flatMap(
        (feature) => byFeature.get(feature) ?? [],
      );
      // Narrow screens scroll a wide table sideways inside its own region, which a keyboard can
      // reach (axe: scrollable-region-focusable), as the landing page's plan table does.
      const region = {
        role: "region",
        "aria-label": `${source.labels.caption}: ${rows.map((row) => row.label ?? row.feature).join(", ")}`,
        tabIndex: 0,
        className: "overflow-x-auto",
      };
      const table = new Tag("table", {}, [
        new Tag("thead", {}, [
          new Tag("tr", {}, [
            new Tag("th", { scope: "col" }, [source.labels.plan]),
            ...rows.map((row) => new Tag("th", { scope: "col" }, [row.label ?? row.feature])),
          ]),
        ]),
        new Tag(
          "tbody",
          {},
          source.plans.map(
            (plan) =>
              new Tag("tr", {}, [
                new Tag("th", { scope: "row" }, [plan.name]),
                ...rows.map((row) => new Tag("td", {}, [cellText(row.values[plan.id]) ?? ""])),
              ]),
          ),
        ),
      ]);
      return new Tag("div", region, [table]);
    },
  };
}
