import { claims, type Claims } from "@/content/claims";

/**
 * The claims the tests of the claims and of what reads them count on, whatever the content says
 * today; any other claim is the content's own value.
 */
export const exampleClaims: Claims = {
  ...claims,
  customers: { count: "50+", noun: "businesses in our beta" },
  toolsReplaced: { from: 15, upTo: "50+", range: "{from} to {upTo}" },
  support: {
    replyHours: 24,
    timeZone: "EST",
    hours: [
      { days: "Monday to Friday", open: "9:00-18:00" },
      { days: "Saturday", open: "10:00-16:00" },
      { days: "Sunday" },
    ],
  },
  trialDays: 14,
  guaranteeDays: 30,
};
