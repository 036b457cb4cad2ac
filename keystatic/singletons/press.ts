import { fields, singleton } from "@keystatic/core";
import {
  builtMedia,
  icon,
  longText,
  pageHero,
  pageMeta,
  text,
} from "@/keystatic/singletons/shared";

/** content/pages/press.yaml. */
export const press = singleton({
  label: "Press page",
  path: "content/pages/press",
  format: { data: "yaml" },
  schema: {
    meta: pageMeta,
    hero: pageHero,
    heroAction: text("Hero action"),
    facts: fields.object(
      {
        title: text("Title"),
        items: fields.array(
          fields.object({
            label: text("Label"),
            value: text("Value"),
            icon: icon("Icon", "CalendarCheck"),
          }),
          {
            label: "Facts",
            itemLabel: (props) => props.fields.label.value,
            validation: { length: { min: 1 } },
          },
        ),
        boilerplateTitle: text("Boilerplate title"),
        boilerplate: longText("Boilerplate"),
      },
      { label: "Quick facts" },
    ),
    releases: fields.object(
      {
        title: text("Title"),
        badge: text("Badge"),
        heading: text("Heading"),
        text: longText("Text"),
        action: text("Action"),
        subject: text("E-mail subject"),
      },
      { label: "Press releases" },
    ),
    mediaKit: fields.object(
      {
        title: text("Title"),
        description: longText("Description"),
        download: text("Download label"),
        openSheet: text("Brand sheet action"),
        sheetKind: text("Brand sheet kind"),
        requestFile: text("Request-a-file action"),
        requestFileSubject: text("Request-a-file subject"),
        requestText: longText("Request text"),
        requestAction: text("Request action"),
        requestSubject: text("Request subject"),
        items: fields.array(
          fields.object({
            id: fields.text({
              label: "Id",
              description:
                "logos, screenshots, headshots and brand-guidelines take a URL from the environment.",
              validation: {
                pattern: { regex: /^[a-z0-9-]+$/, message: "lower-case letters, digits, -" },
              },
            }),
            name: text("Name"),
            description: longText("Description"),
            type: fields.select({
              label: "Type",
              options: [
                { label: "ZIP", value: "ZIP" },
                { label: "PDF", value: "PDF" },
              ],
              defaultValue: "ZIP",
            }),
            size: fields.text({
              label: "Size",
              validation: { pattern: { regex: /^\d+(\.\d)? MB$/, message: "such as 2.4 MB" } },
            }),
            fileName: fields.text({
              label: "File name",
              validation: { pattern: { regex: /\.(zip|pdf)$/, message: "ends in .zip or .pdf" } },
            }),
            icon: icon("Icon", "FileArchive"),
            url: fields.url({ label: "Shared-file link" }),
            builtIn: builtMedia,
          }),
          {
            label: "Files",
            itemLabel: (props) => props.fields.name.value,
            validation: { length: { min: 1 } },
          },
        ),
      },
      { label: "Media kit" },
    ),
    milestones: fields.object(
      {
        title: text("Title"),
        items: fields.array(
          fields.object({ date: text("Date"), title: text("Title"), text: longText("Text") }),
          {
            label: "Milestones",
            itemLabel: (props) => props.fields.title.value,
            validation: { length: { min: 1 } },
          },
        ),
      },
      { label: "Milestones" },
    ),
    contacts: fields.object(
      {
        title: text("Title"),
        description: longText("Description"),
        items: fields.array(
          fields.object({
            label: text("Label"),
            text: text("Text"),
            email: text("E-mail", { min: 3 }),
            icon: icon("Icon", "Mail"),
          }),
          {
            label: "Contacts",
            itemLabel: (props) => props.fields.label.value,
            validation: { length: { min: 2 } },
          },
        ),
        addressLabel: text("Address label"),
      },
      { label: "Press contacts" },
    ),
  },
});
