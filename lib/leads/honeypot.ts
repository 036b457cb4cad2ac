/**
 * The honeypot: visually hidden, out of the tab order, and named like nothing autofill knows
 * (no "name", "email", "url", "company" in it), so only a bot that fills every box fills it.
 *
 * Apart from lib/leads/lead-delivery.ts because the forms' first load needs only this name: importing it from
 * there put the providers' request encoding into /contact-support's first load, which sits at
 * its byte budget (e2e/byte-budget.spec.ts).
 */
export const HONEYPOT_FIELD = "bot-field";
