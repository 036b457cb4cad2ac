import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { formatGrade, gradeResponse } from "@/scripts/observatory.mjs";
import { OUT_DIR, sitemapRoutes } from "./support/routes";

/**
 * The headers the e2e server sends come from out/_headers, as on Netlify and Cloudflare Pages.
 * Graded by the HTTP Observatory's rules as if served over HTTPS, the way the site is deployed.
 */
test("the landing page's headers grade A+ by the HTTP Observatory's rules", async ({ request }) => {
  const response = await request.get("/");
  const grade = gradeResponse({
    headers: response.headers(),
    html: await response.text(),
    url: "https://www.example.com/",
  });
  console.log(`\n${formatGrade(grade)}\n`);
  expect(grade.tests.filter((result) => !result.pass)).toEqual([]);
  expect(grade.grade).toBe("A+");
});

test("every page, the 404 page and the assets carry the same security headers", async ({
  request,
}) => {
  const home = (await request.get("/")).headers();
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(
    readFileSync(join(OUT_DIR, "index.html"), "utf8"),
  )?.[1];
  const paths = [...sitemapRoutes(), "/no-such-page", "/social-card.png", css ?? "/icon.svg"];
  for (const path of paths) {
    const headers = (await request.get(path)).headers();
    for (const name of [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
    ]) {
      expect(headers[name], `${name} on ${path}`).toBe(home[name]);
    }
  }
});

test("the Vercel and nginx files carry the same policy as _headers", () => {
  const headersFile = readFileSync(join(OUT_DIR, "_headers"), "utf8");
  const policy = /Content-Security-Policy: (.+)/.exec(headersFile)?.[1];
  expect(policy).toBeTruthy();
  const vercel = JSON.parse(readFileSync(join(OUT_DIR, "vercel.json"), "utf8"));
  expect(vercel.headers[0].headers).toContainEqual({
    key: "Content-Security-Policy",
    value: policy,
  });
  const nginx = readFileSync(join(OUT_DIR, "nginx-server.conf"), "utf8");
  expect(nginx).toContain(`add_header Content-Security-Policy "${policy}" always;`);
});
