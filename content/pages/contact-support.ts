import { z } from "zod";
import { defineContent } from "@/content/define";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import { siteConfig } from "@/content/site";

const nonEmptyList = z.tuple([z.string()], z.string());

const contactSupportSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  channels: z.object({
    chat: z.object({
      title: z.string(),
      text: z.string(),
      action: z.string(),
      note: z.string(),
    }),
    email: z.object({ title: z.string(), text: z.string(), note: z.string() }),
  }),
  form: z.object({
    title: z.string(),
    description: z.string(),
    labels: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      subject: z.string(),
      priority: z.string(),
      message: z.string(),
    }),
    /** Examples of the expected format; names get none, so an empty field never looks filled. */
    placeholders: z.object({ email: z.string(), message: z.string() }),
    subjects: nonEmptyList.refine((list) => list.length === 6, "six subjects"),
    priorities: nonEmptyList.refine((list) => list.length === 4, "four priorities"),
    messageHint: z.string(),
    submit: z.string(),
    sending: z.string(),
    promise: z.string(),
    messages: z.object({
      firstNameRequired: z.string(),
      lastNameRequired: z.string(),
      nameTooLong: z.string(),
      emailRequired: z.string(),
      emailInvalid: z.string(),
      optionInvalid: z.string(),
      messageRequired: z.string(),
      messageTooShort: z.string(),
      messageTooLong: z.string(),
    }),
    errorSummary: z.string().includes("{count}"),
    fieldNoun: z.object({ one: z.string(), other: z.string() }),
    /** `{subject}`, `{priority}` and `{name}` come from the form. */
    mailSubject: z.string(),
    toast: z.object({
      posted: z.string().includes("{firstName}"),
      failed: z.string().includes("{to}"),
      mail: z.string().includes("{to}"),
    }),
    fallback: z.string().includes("{to}"),
    fallbackLink: z.string(),
  }),
  hours: z.object({
    title: z.string(),
    rows: z.array(z.object({ days: z.string(), time: z.string() })).min(1),
    note: z.string(),
  }),
  office: z.object({ title: z.string() }),
  moreHelp: z.object({ title: z.string(), text: z.string(), action: z.string() }),
});

export const contactSupportContent = defineContent(
  "content/pages/contact-support.ts",
  contactSupportSchema,
  {
    meta: {
      title: "Contact Support",
      description: `Reach the ${siteConfig.name} support team by live chat, email or the contact form. We reply within 24 hours, Monday to Saturday.`,
    },
    hero: {
      eyebrow: "Contact Support",
      title: "We're here to help",
      description:
        "Questions about your account, billing or a feature? Chat with us, email us or send the form below - a real person replies within 24 hours.",
    },
    channels: {
      chat: {
        title: "Live Chat",
        text: "Get quick answers from our assistant about plans, the free trial and features.",
        action: "Start a chat",
        note: "Opens the chat on our home page",
      },
      email: {
        title: "Email Support",
        text: "Write to us about anything, including detailed technical questions.",
        note: "Reply within 24 hours",
      },
    },
    form: {
      title: "Send us a message",
      description: "Tell us what is going on and we will get back to you within 24 hours.",
      labels: {
        firstName: "First name",
        lastName: "Last name",
        email: "Email address",
        subject: "Subject",
        priority: "Priority",
        message: "Message",
      },
      placeholders: {
        email: "you@company.com",
        message: "Describe your question or the problem, and the steps that lead to it.",
      },
      subjects: [
        "Technical Issue",
        "Billing Question",
        "Feature Request",
        "Integration Help",
        "Account Access",
        "Other",
      ],
      priorities: ["Low", "Medium", "High", "Urgent"],
      messageHint: "At least 10 characters. Please do not include passwords.",
      submit: "Send Message",
      sending: "Sending...",
      promise: "We reply within 24 hours.",
      messages: {
        firstNameRequired: "Enter your first name.",
        lastNameRequired: "Enter your last name.",
        nameTooLong: "Keep names under 80 characters.",
        emailRequired: "Enter your email address so we can reply.",
        emailInvalid: "Enter a valid email address, like name@company.com.",
        optionInvalid: "Choose one of the options.",
        messageRequired: "Write a message so we know how to help.",
        messageTooShort: "Tell us a little more - at least 10 characters.",
        messageTooLong: "Keep your message under 5,000 characters.",
      },
      errorSummary: "Please fix {count} before sending.",
      fieldNoun: { one: "field", other: "fields" },
      mailSubject: "{subject} ({priority} priority) - {name}",
      toast: {
        posted:
          "Thanks, {firstName}! Your message is with our support team. We reply within 24 hours.",
        failed:
          "We couldn't send your message. Everything you typed is still in the form - please try again, or email {to}.",
        mail: "Your email app is opening with your message to {to}. Send it from there and we will reply within 24 hours.",
      },
      fallback: "Your email app should open with your message to {to}, ready to send.",
      fallbackLink: "Nothing opened? Open the email again",
    },
    hours: {
      title: "Support hours",
      rows: [
        { days: "Monday - Friday", time: "9:00 - 18:00 EST" },
        { days: "Saturday", time: "10:00 - 16:00 EST" },
        { days: "Sunday", time: "Closed" },
      ],
      note: "Messages sent outside these hours are answered first thing the next working day.",
    },
    office: { title: "Our office" },
    moreHelp: {
      title: "Looking for a quick answer?",
      text: "Browse guides by topic in the Help Center.",
      action: "Visit the Help Center",
    },
  },
);
