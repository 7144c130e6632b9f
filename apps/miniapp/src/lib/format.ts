// Display formats: prices in dollars (spec §9) and dates in the interface language.

/** "$9.99" / "9,99 $"; whole amounts without cents ("$49"). */
export function formatUsd(amount: number, language: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
