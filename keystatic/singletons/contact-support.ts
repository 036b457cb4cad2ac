import { fields, singleton } from "@keystatic/core";
import {
  longText,
  pageHero,
  pageMeta,
  slotText,
  text,
  textList,
} from "@/keystatic/singletons/shared";

/** content/pages/contact-support.yaml: the page and its contact form. */
export const contactSupport = singleton({
  label: "Contact support page",
  path: "content/pages/contact-support",
  format: { data: "yaml" },
  schema: {
    meta: pageMeta,
    hero: pageHero,
    channels: fields.object(
      {
        chat: fields.object(
          {
            title: text("Title"),
            text: longText("Text"),
            action: text("Action"),
            note: text("Note"),
          },
          { label: "Live chat" },
        ),
        email: fields.object(
          { title: text("Title"), text: longText("Text"), note: text("Note") },
          { label: "E-mail" },
        ),
      },
      { label: "Channels" },
    ),
    form: fields.object(
      {
        title: text("Title"),
        description: longText("Description"),
        labels: fields.object(
          {
            firstName: text("First name"),
            lastName: text("Last name"),
            email: text("E-mail"),
            subject: text("Subject"),
            priority: text("Priority"),
            message: text("Message"),
          },
          { label: "Field labels" },
        ),
        placeholders: fields.object(
          { email: text("E-mail"), message: longText("Message") },
          { label: "Placeholders (examples of the format)" },
        ),
        subjects: textList("Subjects", "Subject", 1),
        priorities: textList("Priorities", "Priority", 1),
        messageHint: text("Message hint"),
        submit: text("Submit"),
        sending: text("Sending"),
        promise: text("Promise"),
        messages: fields.object(
          {
            firstNameRequired: text("First name missing"),
            lastNameRequired: text("Last name missing"),
            nameTooLong: text("Name too long"),
            emailRequired: text("E-mail missing"),
            emailInvalid: text("E-mail invalid"),
            optionInvalid: text("Option invalid"),
            messageRequired: text("Message missing"),
            messageTooShort: text("Message too short"),
            messageTooLong: text("Message too long"),
          },
          { label: "Error messages" },
        ),
        errorSummary: slotText("Error summary", "{count}"),
        fieldNoun: fields.object(
          { one: text("One field"), other: text("More fields") },
          { label: "Field noun" },
        ),
        mailSubject: fields.text({
          label: "E-mail subject",
          description: "{subject}, {priority} and {name} come from the form.",
        }),
        toast: fields.object(
          {
            posted: slotText("Sent", "{firstName}"),
            failed: slotText("Not sent", "{to}"),
            mail: slotText("Opening the e-mail app", "{to}"),
          },
          { label: "Messages after sending" },
        ),
        fallback: slotText("E-mail fallback", "{to}"),
        fallbackLink: text("E-mail fallback link"),
      },
      { label: "Form" },
    ),
    hours: fields.object(
      {
        title: text("Title"),
        rows: fields.array(fields.object({ days: text("Days"), time: text("Time") }), {
          label: "Rows",
          itemLabel: (props) => props.fields.days.value,
          validation: { length: { min: 1 } },
        }),
        note: longText("Note"),
      },
      { label: "Support hours" },
    ),
    office: fields.object({ title: text("Title") }, { label: "Office" }),
    moreHelp: fields.object(
      { title: text("Title"), text: longText("Text"), action: text("Action") },
      { label: "More help" },
    ),
  },
});
