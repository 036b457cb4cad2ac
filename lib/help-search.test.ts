import { describe, expect, it } from "vitest";
import { matchesQuery, normaliseSearchText, searchIds } from "@/lib/help-search";

const entries = [
  { id: "billing", fields: ["Billing and invoices", "Change your plan or download an invoice."] },
  { id: "import", fields: ["Import your contacts", "Bring a CSV from your old CRM."] },
  { id: "domain", fields: ["Connect a custom domain", "Point your DNS at your funnels."] },
];

describe("normaliseSearchText", () => {
  it("folds case, accents and white space", () => {
    expect(normaliseSearchText("  Réglages   du  CRM ")).toBe("reglages du crm");
  });
});

describe("matchesQuery", () => {
  it("is case-insensitive and looks at titles and descriptions", () => {
    expect(matchesQuery(["Billing and invoices", "Download an invoice."], "INVOICE")).toBe(true);
    expect(matchesQuery(["Billing", "Download an invoice."], "download")).toBe(true);
  });

  it("needs every word, in any order", () => {
    expect(matchesQuery(["Import your contacts", "From a CSV"], "csv import")).toBe(true);
    expect(matchesQuery(["Import your contacts", "From a CSV"], "csv export")).toBe(false);
  });

  it("matches everything on an empty or blank query", () => {
    expect(matchesQuery(["anything"], "")).toBe(true);
    expect(matchesQuery(["anything"], "   ")).toBe(true);
  });
});

describe("searchIds", () => {
  it("keeps the matching entries in order", () => {
    expect(searchIds(entries, "your old")).toEqual(["import"]);
    expect(searchIds(entries, "fun")).toEqual(["domain"]);
    expect(searchIds(entries, "crm")).toEqual(["import"]);
    expect(searchIds(entries, "zebra")).toEqual([]);
    expect(searchIds(entries, "")).toEqual(["billing", "import", "domain"]);
  });
});
