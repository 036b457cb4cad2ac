import { claims, contactSupportContent } from "./support/content";
import { expect, test } from "./support/fixtures";
import { exportedPages, pageStatements } from "./support/statements";
import {
  findClaims,
  normaliseCount,
  statementDisagreements,
  type Statement,
} from "@/lib/claims/claims";

/**
 * One value for every claim (content/claims.yaml): every customer count, reply time, statement
 * of support days and hours and "24/7" said of people on every exported page agrees with it.
 */
test.describe("claims across the export", () => {
  test.use({ javaScriptEnabled: false });

  test("every page states the customers and the support as content/claims.yaml does", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const statements: Statement[] = [];
    for (const { route, file } of exportedPages()) {
      statements.push(...(await pageStatements(page, file, route)));
    }
    const disagreements = statementDisagreements(
      statements,
      claims,
      contactSupportContent.hours.closed,
    ).map(
      ({ statement, reason, expected }) =>
        `${statement.source}: ${reason} (the one value: ${expected}) - "${statement.text.slice(0, 140)}"`,
    );
    expect([...new Set(disagreements)]).toEqual([]);

    // The reader sees the claims it checks: the count where the pages state it, the hours where
    // they are listed (a reader that saw nothing would agree with everything).
    const found = (route: string) =>
      statements
        .filter((statement) => statement.source === route)
        .flatMap((statement) => findClaims(statement.text));
    const count = normaliseCount(claims.customers.count);
    for (const route of ["/", "/about"]) {
      expect(
        found(route)
          .filter((claim) => claim.kind === "customers")
          .map((claim) => claim.kind === "customers" && claim.count),
        route,
      ).toContain(count);
    }
    expect(found("/contact-support").some((claim) => claim.kind === "supportHours")).toBe(true);
    expect(found("/thank-you").some((claim) => claim.kind === "supportHours")).toBe(true);
    expect(found("/contact-support").some((claim) => claim.kind === "replyTime")).toBe(true);
  });
});
