import Markdoc, { type Tag } from "@markdoc/markdoc";
import { describe, expect, it } from "vitest";
import { planLimitsTag, type PlanLimitsSource } from "@/lib/content/plan-limits";

const source: PlanLimitsSource = {
  file: "content/landing/plan-comparison.yaml",
  plans: [
    { id: "small", name: "Small" },
    { id: "large", name: "Large" },
  ],
  rows: [
    { feature: "Contacts", values: { small: "10K", large: "400K" } },
    { feature: "Team members", values: { small: "2", large: "20" } },
    { feature: "Full API", values: { small: false, large: true } },
  ],
  labels: {
    caption: "Plan limits",
    plan: "Plan",
    included: "Included",
    notIncluded: "Not included",
  },
};
const config = { tags: { "plan-limits": planLimitsTag(() => source) } };

/** The tag's output for a one-tag document: its scroll region, and the table inside as HTML. */
function render(markdown: string) {
  const ast = Markdoc.parse(markdown);
  const errors = Markdoc.validate(ast, config).map(({ error }) => error.message);
  if (errors.length) return { errors, region: undefined, html: "" };
  const article = Markdoc.transform(ast, config) as Tag;
  const region = article.children[0] as Tag;
  return { errors, region, html: Markdoc.renderers.html(region.children) };
}

describe("{% plan-limits %}", () => {
  it("renders the chosen rows as a table, one line per plan, in the order written", () => {
    const { errors, region, html } = render(
      '{% plan-limits features=["Team members", "Contacts"] /%}',
    );
    expect(errors).toEqual([]);
    expect(region?.attributes).toEqual({
      role: "region",
      "aria-label": "Plan limits: Team members, Contacts",
      tabIndex: 0,
      className: "overflow-x-auto",
    });
    expect(html).toBe(
      "<table><thead><tr>" +
        '<th scope="col">Plan</th><th scope="col">Team members</th><th scope="col">Contacts</th>' +
        "</tr></thead><tbody>" +
        '<tr><th scope="row">Small</th><td>2</td><td>10K</td></tr>' +
        '<tr><th scope="row">Large</th><td>20</td><td>400K</td></tr>' +
        "</tbody></table>",
    );
  });

  it("says Included and Not included for ticks and dashes", () => {
    const { html } = render('{% plan-limits features=["Full API"] /%}');
    expect(html).toContain("<td>Not included</td></tr>");
    expect(html).toContain("<td>Included</td></tr>");
  });

  it("refuses a row the comparison does not have, naming the file and the rows it has", () => {
    expect(render('{% plan-limits features=["Seats"] /%}').errors).toEqual([
      '{% plan-limits %}: "Seats" is not a row of content/landing/plan-comparison.yaml; use one of "Contacts", "Team members", "Full API"',
    ]);
  });

  it("refuses a tag without rows", () => {
    const [message] = render("{% plan-limits features=[] /%}").errors;
    expect(message).toMatch(/needs the rows to show/);
  });
});
