/** The contact form's lengths, shared by the zod rules and the native constraints in the HTML
 *  (kept apart from lib/contact-form.ts so the island can set them without loading zod). */
export const CONTACT_LIMITS = { name: 80, email: 254, messageMin: 10, messageMax: 5000 } as const;
