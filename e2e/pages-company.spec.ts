import AxeBuilder from "@axe-core/playwright";
import { readdirSync } from "node:fs";
import path from "node:path";
import {
  aboutContent,
  allRoles,
  careersContent,
  openRoles,
  partnersContent,
  pressContent,
  rolePath,
  siteConfig,
} from "./support/content";
import { OUT_DIR } from "./support/routes";
import { templatePattern } from "./support/template";
import { buildDate } from "@/lib/dates/build-date";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatDate } from "@/lib/dates/format-date";
import { countryName, regionCountries } from "@/lib/careers/country-names";
import { employmentTypeOf } from "@/lib/careers/job-posting";
import { mailto } from "@/lib/leads/mailto";
import { AXE_TAGS } from "./support/constants";
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
  test("lists each open role and offers a general resume e-mail, on one load", async ({ page }) => {
    await gotoHydrated(page, "/careers");

    await test.step("lists each open role with a link to its page and 'Apply Now'", async () => {
      const { applyLabel, applySubject } = careersContent.roles;
      for (const { slug, frontmatter: role } of openRoles()) {
        const link = page.getByRole("link", { name: `${applyLabel}: ${role.title}` });
        expect(mailSubject(await link.getAttribute("href"))).toEqual({
          to: siteConfig.email.support,
          subject: fillTemplate(applySubject, { role: role.title }),
        });
        const card = page.getByRole("article", { name: role.title });
        await expect(card).toContainText(role.department);
        await expect(card).toContainText(role.location);
        await expect(card).toContainText(role.type);
        await expect(card.getByRole("link", { name: role.title, exact: true })).toHaveAttribute(
          "href",
          rolePath(slug),
        );
      }
    });

    await test.step("offers a general resume e-mail", async () => {
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
  });

  test("a role's page describes it and applies by e-mail with the role in the subject", async ({
    page,
  }) => {
    const [role] = openRoles();
    if (!role) throw new Error("content/roles: no role is open on the build date");
    await gotoHydrated(page, rolePath(role.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(role.frontmatter.title);
    for (const item of [...role.frontmatter.responsibilities, ...role.frontmatter.requirements]) {
      await expect(page.getByRole("listitem").filter({ hasText: item })).toBeVisible();
    }
    // The card beside the role and the page's ending both apply, each naming the role.
    const applies = page.getByRole("link", {
      name: `${careersContent.roles.applyLabel}: ${role.frontmatter.title}`,
    });
    await expect(applies).toHaveCount(2);
    for (const apply of await applies.all()) {
      expect(mailSubject(await apply.getAttribute("href"))).toEqual({
        to: siteConfig.email.support,
        subject: fillTemplate(careersContent.roles.applySubject, { role: role.frontmatter.title }),
      });
    }
  });

  test("JobPosting lives on each role's own page, never on the listing", async ({ page }) => {
    const postingsOn = async (path: string) => {
      await page.goto(path);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
      return blocks.filter((block) => block["@type"] === "JobPosting");
    };
    expect(await postingsOn("/careers")).toEqual([]);
    for (const { slug, frontmatter: role } of openRoles()) {
      const postings = await postingsOn(rolePath(slug));
      expect(postings).toHaveLength(1);
      expect(postings[0]).toMatchObject({
        "@context": "https://schema.org",
        title: role.title,
        datePosted: role.datePosted,
        validThrough: `${role.validThrough}T23:59:59Z`,
        employmentType: role.employmentType ?? employmentTypeOf(role.type),
        directApply: false,
        hiringOrganization: { "@type": "Organization", name: siteConfig.name },
        url: `${siteConfig.origin}${rolePath(slug)}`,
      });
      expect(postings[0].description).toContain(role.requirements[0]);
      if (role.remote) {
        // Countries, as Google asks (the EU as its members), and the page says where, too.
        const countries = new Set(role.remote.regions.flatMap((r) => regionCountries(r) ?? []));
        expect(postings[0]).toMatchObject({ jobLocationType: "TELECOMMUTE" });
        expect(postings[0].applicantLocationRequirements).toEqual(
          [...countries].map((code) => ({ "@type": "Country", name: countryName(code) })),
        );
        const where = page.getByText(templatePattern(careersContent.roles.page.remote));
        await expect(where).toBeVisible();
        for (const region of role.remote.regions) await expect(where).toContainText(region);
      } else {
        expect(postings[0].jobLocation.address.addressLocality).toBe(siteConfig.address.city);
      }
    }
  });

  test("every role has a page; the careers list and the sitemap hold the open ones", async ({
    request,
  }) => {
    const exported = readdirSync(path.join(OUT_DIR, "careers"))
      .filter((file) => file.endsWith(".html"))
      .map((file) => file.slice(0, -".html".length));
    expect(exported.toSorted()).toEqual(
      allRoles()
        .map((role) => role.slug)
        .toSorted(),
    );
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/\/careers\/([a-z0-9-]+)</g)].map((match) => match[1]);
    expect(listed.toSorted()).toEqual(
      openRoles()
        .map((role) => role.slug)
        .toSorted(),
    );
  });

  test("a role past its Apply-by date says it closed and takes no applications", async ({
    page,
  }) => {
    const today = buildDate();
    const closed = allRoles().filter((role) => role.frontmatter.validThrough < today);
    test.skip(closed.length === 0, `no role in content/roles closed before ${today}`);
    await gotoHydrated(page, "/careers");
    for (const role of closed) {
      await expect(page.getByRole("link", { name: role.frontmatter.title })).toHaveCount(0);
    }
    for (const { slug, frontmatter: role } of closed) {
      await gotoHydrated(page, rolePath(slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(role.title);
      await expect(
        page.getByText(
          fillTemplate(careersContent.roles.page.closed, { date: formatDate(role.validThrough) }),
        ),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: careersContent.roles.applyLabel })).toHaveCount(
        0,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
      expect(types.map((block) => block["@type"])).not.toContain("JobPosting");
      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      // Under the notice and again at the page's end, both to the open roles.
      const openRoles = page.getByRole("link", { name: careersContent.roles.page.closedAction });
      await expect(openRoles).toHaveCount(2);
      await openRoles.first().click();
      await expect(page).toHaveURL(/\/careers#open-positions$/);
    }
  });
});

test.describe("press", () => {
  test("shows the facts, releases and milestones, and the media kit's items, on one load", async ({
    page,
  }) => {
    await gotoHydrated(page, "/press");

    await test.step("shows the quick facts, the press releases and the milestones", async () => {
      for (const { label, value } of pressContent.facts.items) {
        await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
        await expect(page.getByRole("definition").filter({ hasText: value })).toBeVisible();
      }
      // No release yet: one line, after the facts, the story and the kit.
      const releases = page.locator("#press-releases");
      await expect(releases).toContainText(pressContent.releases.text);
      expect((await releases.boundingBox())?.height ?? 0).toBeLessThan(120);
      const order = await page
        .locator("main section[id]")
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(order.indexOf("press-releases")).toBeGreaterThan(order.indexOf("media-kit"));
      expect(order.indexOf("media-kit")).toBeGreaterThan(order.indexOf("milestones"));
      await expect(page.locator("#milestones li")).toHaveCount(
        pressContent.milestones.items.length,
      );
      await expect(page.getByRole("link", { name: siteConfig.email.press })).toHaveAttribute(
        "href",
        `mailto:${siteConfig.email.press}`,
      );
    });

    await test.step("media kit items open their configured files in a new tab, offer the built ones, or ask the press team", async () => {
      const kit = page.locator("#media-kit");
      for (const item of pressContent.mediaKit.items) {
        const card = kit
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: item.name }) });
        const link = card.getByRole("link");
        if (item.url) {
          await expect(card).toContainText(item.size ? `${item.type} · ${item.size}` : item.type);
          await expect(link).toHaveAttribute("href", item.url);
          await expect(link).toHaveAttribute("target", "_blank");
          await expect(link).toHaveAttribute("rel", /noopener/);
          await expect(link).toHaveAccessibleName(new RegExp(item.name));
        } else if (item.builtIn) {
          // The site's own file or page (e2e/press-kit.spec.ts downloads and opens them).
          await expect(link).toHaveAttribute("href", /^\/[a-z]/);
        } else {
          // Nothing to measure: a file sent by e-mail shows its type, never a size.
          await expect(card).toContainText(item.type);
          await expect(card).not.toContainText(/\d(\.\d)? ?[KM]B/);
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

  test("a fact whose label grows moves no figure in its row", async ({ page }) => {
    // A label that wraps once more (the font arriving late, a longer translation) makes its row
    // taller: the figures stay where they were drawn, so the page does not shift under a reader.
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/press");
    const facts = page.locator("#facts dl");
    const height = () => facts.evaluate((list) => list.getBoundingClientRect().height);
    const tops = () =>
      facts
        .getByRole("definition")
        .evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect().top));
    const [heightBefore, topsBefore] = [await height(), await tops()];
    await facts
      .getByRole("term")
      .first()
      .evaluate((term) => {
        term.textContent = `${term.textContent} `.repeat(8);
      });
    expect(await height()).toBeGreaterThan(heightBefore);
    expect(await tops()).toEqual(topsBefore);
  });
});

test.describe("partners", () => {
  test("names the partners and the four steps, and e-mails support to apply, on one load", async ({
    page,
  }) => {
    await gotoHydrated(page, "/partners");

    await test.step("names the partners of each category and the four steps", async () => {
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

    await test.step("'Apply Now' and 'Partner Kit' e-mail support with their subjects", async () => {
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
  });
});
