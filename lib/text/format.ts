const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Whole US dollars: 97 -> "$97", 5997 -> "$5,997", 499.75 -> "$500". */
export function formatUsd(amount: number): string {
  return usd.format(Math.round(amount));
}

/** 5000 -> "5,000". */
export function formatInteger(value: number): string {
  return integer.format(Math.round(value));
}
