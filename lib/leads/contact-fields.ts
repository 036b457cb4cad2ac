/** The contact form's fields in reading order (focus goes to the first invalid one). Kept apart
 *  from lib/leads/contact-form.ts so the form island can name them without loading zod. */
export const contactFields = [
  "firstName",
  "lastName",
  "email",
  "subject",
  "priority",
  "message",
] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
