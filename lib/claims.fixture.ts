import type { Claims } from "@/lib/claims";

/** One value per claim, for tests of the claims and of what reads them. */
export const exampleClaims: Claims = {
  customers: { count: "50+", noun: "businesses in our beta" },
  toolsReplaced: { from: 15, upTo: "50+" },
  integrations: { native: "50+", connected: "1,000+" },
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
  teamSize: 4,
};
