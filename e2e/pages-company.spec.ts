import {
  aboutContent,
  careersContent,
  partnersContent,
  pressContent,
  siteConfig,
} from "./support/content";
import { fillTemplate } from "@/lib/fill-template";
import { employmentTypeOf } from "@/lib/job-posting";
import { mailto } from "@/lib/mailto";
import { expect, gotoHydrated, test } from "./support/fixtures";

function mailSubject(href: string | null) {
  const url = new URL(href ?? "");
  expect(url.protocol).toBe("mailto:");
  return { to: url.pathname, subject: url.searchParams.get("subject") };
}

test.describe("about", () => {
  test("shows the stats, the values and the team as initials", async ({ page }) => {
    await gotoHydrated(page, "/about");
    for (const { value, label } of aboutContent.stats) {
      await expect(page.getByRole("definition").filter({ hasText: value }).first()).toBeVisible();
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
    }
    for (const value of aboutContent.values.items) {
      await expect(page.getByRole("heading", { name: value.name })).toBeVisible();
    }
    for (const member of aboutContent.team.members) {
      await expect(page.getByRole("heading", { name: member.name })).toBeVisible();
      await expect(page.getByText(member.role, { exact: true })).toBeVisible();
    }
    await expect(page.locator("main img")).toHaveCount(0);
  });
});

test.describe("careers", () => {
  test("'Apply Now' e-mails support with a subject naming the role", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const { items, applyLabel, applySubject } = careersContent.roles;
    for (const role of items) {
      const link = page.getByRole("link", { name: `${applyLabel}: ${role.title}` });
      expect(mailSubject(await link.getAttribute("href"))).toEqual({
        to: siteConfig.email.support,
        subject: fillTemplate(applySubject, { role: role.title }),
      });
      const card = page.getByRole("article", { name: role.title });
      await expect(card).toContainText(role.department);
      await expect(card).toContainText(role.location);
      await expect(card).toContainText(role.type);
    }
  });

  test("offers a general resume e-mail", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const links = page.getByRole("link", { name: careersContent.resume.label });
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((a) => a.getAttribute("href")),
    )) {
      expect(mailSubject(href)).toEqual({
        to: siteConfig.email.support,
        subject: careersContent.resume.subject,
      });
    }
  });

  test("describes each role as a JobPosting for search engines", async ({ page }) => {
    await gotoHydrated(page, "/careers");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const postings = blocks.filter((block) => block["@type"] === "JobPosting");
    expect(postings.map((posting) => posting.title)).toEqual(
      careersContent.roles.items.map((role) => role.title),
    );
    for (const [index, posting] of postings.entries()) {
      const role = careersContent.roles.items[index];
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        employmentType: role?.employmentType ?? employmentTypeOf(role?.type ?? ""),
        hiringOrganization: { "@type": "Organization", name: siteConfig.name },
      });
      expect(posting.description).toContain("<p>");
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting.jobLocation ?? posting.applicantLocationRequirements).toBeDefined();
    }
  });
});

test.describe("press", () => {
  test("shows the quick facts, the coming-soon releases and three milestones", async ({ page }) => {
    await gotoHydrated(page, "/press");
    for (const { label, value } of pressContent.facts.items) {
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: value })).toBeVisible();
    }
    await expect(page.getByText(pressContent.releases.badge, { exact: true })).toBeVisible();
    await expect(page.locator("#milestones li")).toHaveCount(3);
    await expect(page.getByRole("link", { name: siteConfig.email.press })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email.press}`,
    );
  });

  test("media kit items open their configured files in a new tab, offer the built ones, or ask the press team", async ({
    page,
  }) => {
    await gotoHydrated(page, "/press");
    const kit = page.locator("#media-kit");
    for (const item of pressContent.mediaKit.items) {
      const card = kit
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: item.name }) });
      const link = card.getByRole("link");
      if (item.url) {
        await expect(card).toContainText(`${item.type} · ${item.size}`);
        await expect(link).toHaveAttribute("href", item.url);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
        await expect(link).toHaveAccessibleName(new RegExp(item.name));
      } else if (item.builtIn) {
        // The site's own file or page (e2e/press-kit.spec.ts downloads and opens them).
        await expect(link).toHaveAttribute("href", /^\/[a-z]/);
      } else {
        await expect(card).toContainText(`${item.type} · ${item.size}`);
        await expect(link).toHaveText(pressContent.mediaKit.requestFile);
        await expect(link).toHaveAccessibleName(new RegExp(item.name));
        await expect(link).toHaveAttribute(
          "href",
          mailto(siteConfig.email.press, {
            subject: `${pressContent.mediaKit.requestFileSubject}: ${item.name}`,
          }),
        );
      }
    }
  });
});

test.describe("partners", () => {
  test("'Apply Now' and 'Partner Kit' e-mail support with their subjects", async ({ page }) => {
    await gotoHydrated(page, "/partners");
    for (const { label, subject } of [partnersContent.apply, partnersContent.kit]) {
      const links = page.getByRole("link", { name: label });
      expect(await links.count()).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute("href")),
      )) {
        expect(mailSubject(href)).toEqual({ to: siteConfig.email.support, subject });
      }
    }
  });

  test("names the partners of each category and the four steps", async ({ page }) => {
    await gotoHydrated(page, "/partners");
    for (const category of partnersContent.categories.items) {
      await expect(page.getByRole("heading", { name: category.name })).toBeVisible();
      for (const partner of category.partners) {
        await expect(page.getByText(partner, { exact: true })).toBeVisible();
      }
    }
    await expect(page.locator("#process ol > li h3")).toHaveText([
      "Apply",
      "Review",
      "Onboard",
      "Launch",
    ]);
    await expect(page.getByText(partnersContent.testimonial.quote)).toBeVisible();
  });
});
