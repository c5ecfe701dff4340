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
