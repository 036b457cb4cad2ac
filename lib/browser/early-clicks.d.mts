export const HYDRATED_PREFIX: string;
export const EARLY_CLICK_TTL: number;
export const EARLY_CLICK_MAX_WAIT: number;
export const EARLY_CLICKS_SCRIPT: string;
