import { fields, singleton } from "@keystatic/core";
import { longText, text } from "@/keystatic/singletons/shared";

const email = (label: string) => text(label, { min: 3 });
const requiredUrl = (label: string) => fields.url({ label, validation: { isRequired: true } });
const optionalUrl = (label: string) =>
  fields.url({ label, description: "Leave empty until there is one; the site then hides it." });

/** content/site.yaml; the NEXT_PUBLIC_* environment still wins over it (content/site.ts). */
export const site = singleton({
  label: "Site settings",
  path: "content/site",
  format: { data: "yaml" },
  schema: {
    name: text("Brand name", { min: 1 }),
    tagline: text("Tagline", { min: 1 }),
    description: longText("Description", { min: 50, max: 170 }),
    origin: requiredUrl("Site address (origin)"),
    locale: text("Locale", { min: 2 }),
    foundedYear: fields.integer({ label: "Founded in", validation: { isRequired: true } }),
    email: fields.object(
      {
        support: email("Support"),
        sales: email("Sales"),
        press: email("Press"),
        partners: email("Partners"),
        careers: email("Careers"),
        privacy: email("Privacy"),
        legal: email("Legal"),
      },
      { label: "E-mail addresses" },
    ),
    address: fields.object(
      {
        street: text("Street"),
        postalCode: text("Postal code"),
        city: text("City"),
        country: text("Country"),
      },
      { label: "Address" },
    ),
    links: fields.object(
      {
        appLogin: requiredUrl("App login"),
        signup: requiredUrl("Sign-up (pricing adds ?plan=<id>)"),
        demoVideo: requiredUrl("Demo video"),
        apiDocs: optionalUrl("API docs"),
        changelog: optionalUrl("Changelog"),
        training: optionalUrl("Training"),
        community: optionalUrl("Community"),
      },
      { label: "Links" },
    ),
    social: fields.array(
      fields.object({
        name: fields.select({
          label: "Network",
          options: ["X", "LinkedIn", "YouTube", "Facebook", "Instagram"].map((value) => ({
            label: value,
            value,
          })),
          defaultValue: "X",
        }),
        href: optionalUrl("Profile address"),
      }),
      { label: "Social networks", itemLabel: (props) => props.fields.name.value },
    ),
  },
});
