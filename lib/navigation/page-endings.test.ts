import { describe, expect, it } from "vitest";
import { endsWithOwnStep } from "@/lib/navigation/page-endings";

const legal = ["/privacy-policy", "/terms-of-service"];

describe("endsWithOwnStep", () => {
  it("holds for utility pages: roles, help articles, support, status, thank-you, legal", () => {
    for (const path of [
      "/careers/ux-ui-designer",
      "/help-center/getting-started",
      "/help-center/getting-started/",
      "/contact-support",
      "/status",
      "/thank-you",
      "/privacy-policy",
      "/terms-of-service",
    ]) {
      expect(endsWithOwnStep(path, legal), path).toBe(true);
    }
  });

  it("leaves marketing pages and the listings their band", () => {
    for (const path of [
      "/",
      "/about",
      "/careers",
      "/careers/",
      "/help-center",
      "/blog",
      "/blog/a-post",
      "/webinar",
    ]) {
      expect(endsWithOwnStep(path, legal), path).toBe(false);
    }
  });

  it("reads a page in another language as its English address", () => {
    expect(endsWithOwnStep("/fr/status", legal)).toBe(true);
    expect(endsWithOwnStep("/de/help-center/getting-started", legal)).toBe(true);
    expect(endsWithOwnStep("/nl/terms-of-service", legal)).toBe(true);
    expect(endsWithOwnStep("/en/contact-support", legal)).toBe(true);
    expect(endsWithOwnStep("/fr", legal)).toBe(false);
    expect(endsWithOwnStep("/fr/about", legal)).toBe(false);
    expect(endsWithOwnStep("/french-guide", legal)).toBe(false);
  });
});
