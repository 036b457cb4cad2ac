import { fields, singleton } from "@keystatic/core";
import {
  longText,
  pageHero,
  pageMeta,
  slotText,
  text,
  textList,
} from "@/keystatic/singletons/shared";

/** content/pages/brand.yaml: the brand sheet. */
export const brand = singleton({
  label: "Brand sheet",
  path: "content/pages/brand",
  format: { data: "yaml" },
  schema: {
    meta: pageMeta,
    hero: pageHero,
    printHint: text("Print hint"),
    logo: fields.object(
      {
        title: text("Title"),
        text: longText("Text"),
        onLight: text("On light"),
        onDark: text("On dark"),
        packTitle: text("Logo pack title"),
        files: fields.object(
          {
            mark: longText("The mark"),
            "logo-on-light": longText("Logo on light"),
            "logo-on-dark": longText("Logo on dark"),
            readme: longText("README"),
          },
          { label: "What each file is for" },
        ),
        download: text("Download label"),
      },
      { label: "Logo" },
    ),
    colours: fields.object(
      {
        title: text("Title"),
        text: longText("Text"),
        swatches: fields.array(
          fields.object({
            name: text("Name"),
            token: fields.text({
              label: "Colour token",
              description: "A colour of app/globals.css, e.g. brand-600 for --color-brand-600.",
            }),
            use: text("Use"),
          }),
          {
            label: "Swatches",
            itemLabel: (props) => props.fields.name.value,
            validation: { length: { min: 1 } },
          },
        ),
        contrastLabel: slotText("Contrast label", "{ratio}"),
      },
      { label: "Colours" },
    ),
    type: fields.object(
      {
        title: text("Title"),
        family: text("Family"),
        text: longText("Text"),
        weights: fields.array(
          fields.object({
            weight: fields.integer({ label: "Weight", validation: { isRequired: true } }),
            name: text("Name"),
            use: text("Use"),
          }),
          {
            label: "Weights",
            itemLabel: (props) => props.fields.name.value,
            validation: { length: { min: 1 } },
          },
        ),
        sample: text("Sample"),
      },
      { label: "Typeface" },
    ),
    clearSpace: fields.object(
      {
        title: text("Title"),
        text: longText("Text"),
        minimumSize: longText("Minimum size"),
        figureLabel: text("Figure label"),
      },
      { label: "Clear space" },
    ),
    dont: fields.object(
      { title: text("Title"), items: textList("Don'ts", "Don't", 1) },
      { label: "Please don't" },
    ),
    contact: longText("Contact line"),
  },
});
