import { fields, singleton } from "@keystatic/core";
import { longText, text } from "@/keystatic/singletons/shared";

const required = (label: string) => text(label, { min: 1 });
const sitePage = (label: string) =>
  fields.object(
    {
      label: required("Label"),
      href: fields.text({
        label: "Page",
        validation: { pattern: { regex: /^\/[a-z0-9-]+$/, message: "a page such as /gdpr" } },
      }),
    },
    { label },
  );
const category = (label: string) =>
  fields.object(
    { name: required("Name"), description: longText("Description", { min: 1 }) },
    { label },
  );

/** content/consent.yaml: the cookie banner, its settings and its policy numbers. */
export const consent = singleton({
  label: "Cookie consent",
  path: "content/consent",
  format: { data: "yaml" },
  schema: {
    policyVersion: fields.integer({
      label: "Policy version",
      description: "Raise it when the cookie policy changes materially: everyone is asked again.",
      validation: { isRequired: true, min: 1 },
    }),
    maxAgeMonths: fields.integer({
      label: "Ask again after (months)",
      validation: { isRequired: true, min: 1, max: 13 },
    }),
    lookupTimeoutMs: fields.integer({
      label: "Location lookup timeout (ms)",
      validation: { isRequired: true, min: 500, max: 10_000 },
    }),
    summary: fields.object(
      {
        regionLabel: required("Region label"),
        heading: required("Heading"),
        text: longText("Text (two lines on a phone)", { min: 1 }),
        privacyLink: sitePage("Privacy link"),
        gdprLink: sitePage("GDPR link"),
        rejectAll: required("Reject all"),
        openSettings: required("Open settings"),
        acceptAll: required("Accept all"),
      },
      { label: "Banner" },
    ),
    settings: fields.object(
      {
        title: required("Title"),
        intro: longText("Intro", { min: 1 }),
        closeLabel: required("Close label"),
        alwaysOn: required("Always on"),
        rejectAll: required("Reject all"),
        save: required("Save"),
        categories: fields.object(
          {
            necessary: category("Necessary"),
            analytics: category("Analytics"),
            marketing: category("Marketing"),
            preferences: category("Preferences"),
          },
          { label: "Categories" },
        ),
      },
      { label: "Settings" },
    ),
    toasts: fields.object(
      {
        acceptedAll: longText("Accepted all", { min: 1 }),
        rejectedAll: longText("Rejected all", { min: 1 }),
        saved: longText("Saved", { min: 1 }),
        notSaved: longText("Not saved (storage refused)", { min: 1 }),
      },
      { label: "Messages" },
    ),
  },
});
