/** The forms' lengths, shared by the zod rules and the native constraints in the HTML (kept
 *  apart from the rules so an island can set them without loading zod). */

/** The longest address SMTP delivers (RFC 5321: 254 characters in a path). */
export const EMAIL_MAX_LENGTH = 254;

export const CONTACT_LIMITS = {
  name: 80,
  email: EMAIL_MAX_LENGTH,
  messageMin: 10,
  messageMax: 5000,
} as const;
