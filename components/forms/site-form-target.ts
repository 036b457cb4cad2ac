import { siteConfig } from "@/content/site";
import { formTarget, type FormTarget } from "@/lib/leads/lead-delivery";

/** Where the site config sends the form `formName`; server side, so the islands get plain data. */
export function siteFormTarget(formName: string, mailTo: string): FormTarget {
  return formTarget({
    provider: siteConfig.formProvider,
    endpoint: siteConfig.formEndpoint,
    origin: siteConfig.origin,
    formName,
    mailTo,
  });
}

/** The absolute URL of `path`, which a lead carries as the page it was sent from. */
export function leadPage(path: string): string {
  return `${siteConfig.origin}${path}`;
}
