/**
 * The letter shown in a person's avatar placeholder. Vietnamese names put the family name first
 * and the given name last (Lê Thị Mơ is called Mơ), so the placeholder takes the given name's
 * first letter: "Lê Thị Mơ" → "M", "Nguyễn Văn An" → "A". One function for every person avatar of
 * the product (header, account menu, profile), so a person looks the same everywhere.
 * Company logos use their own initials (features/jobs/format.ts `initials`).
 */
export function personInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w));
  const given = words.at(-1);
  return given ? given.slice(0, 1).toLocaleUpperCase('vi') : '?';
}

/**
 * Up to two letters for a logo placeholder: from the abbreviation when there is one ('SAO MAI HR'
 * → 'SM', 'VLMT' → 'VL'), else from the name without its company-type prefix.
 */
export function initials(name: string, abbreviation?: string | null): string {
  const abbr = abbreviation?.trim();
  if (abbr) {
    const parts = abbr.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
    const letters =
      parts.length > 1
        ? parts
            .slice(0, 2)
            .map((w) => w[0])
            .join('')
        : (parts[0] ?? abbr).slice(0, 2);
    return letters.toUpperCase();
  }
  const words = name
    .replace(/^(công ty|cty)\s+(tnhh|cổ phần|cp)?\s*/i, '')
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w));
  const picked = words.length > 2 ? words.slice(-2) : words;
  return picked
    .map((w) => w[0])
    .join('')
    .toUpperCase()
    .slice(0, 2);
}
