/**
 * Where the banner is shown without asking twice: the 27 EU member states, the other EEA
 * states (IS, LI, NO), where GDPR applies as well, and GB and CH, whose laws mirror it.
 */
// prettier-ignore
export const CONSENT_COUNTRY_CODES = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
  "IS", "LI", "NO",
  "GB", "CH",
] as const;

/** The 27 member states of the European Union, the first 27 codes above. */
export const EU_COUNTRY_CODES = CONSENT_COUNTRY_CODES.slice(0, 27);

/** The 249 officially assigned ISO 3166-1 alpha-2 codes (EU, UN and XK are not among them). */
// prettier-ignore
export const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(
  ("AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ " +
  "BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM " +
  "DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS " +
  "GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN " +
  "KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ " +
  "MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM " +
  "PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV " +
  "SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI " +
  "VN VU WF WS YE YT ZA ZM ZW").split(" "),
);

/** Codes some services return for a country in place of its ISO code (the EU's own usage). */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: "GB", EL: "GR" };

const consentCountries: ReadonlySet<string> = new Set(CONSENT_COUNTRY_CODES);

/**
 * A trimmed, upper-cased two-letter code with the aliases mapped (UK is GB), or null when the
 * value is not two letters. The code may still name no country (EU); see `isCountryCode`.
 */
export function normalizeCountryCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  return COUNTRY_ALIASES[code] ?? code;
}

/** Whether `code` is an assigned ISO 3166-1 alpha-2 country code. */
export function isCountryCode(code: string): boolean {
  return ISO_COUNTRY_CODES.has(code);
}

/**
 * Whether the visitor must see the banner before anything optional may run: unless the lookup
 * names a real country outside the list, ask (an unknown or made-up code could be anywhere).
 */
export function requiresConsentBanner(countryCode: string | null): boolean {
  const code = normalizeCountryCode(countryCode);
  return code === null || !isCountryCode(code) || consentCountries.has(code);
}
