import slugify from 'slugify';

/**
 * ASCII slug; locale 'vi' maps 'Đ' to 'd' (the default map gives 'dj'). A decimal point becomes a
 * dash first, so 'IELTS 5.5' gives 'ielts-5-5' rather than 'ielts-55'; a slash separates words
 * ('kỳ tháng 3/2027' → 'ky-thang-3-2027', not '32027').
 */
export function toSlug(name: string): string {
  const text = name
    .normalize('NFC')
    .replace(/(\d)[.,](\d)/g, '$1-$2')
    .replace(/[/\\|]/g, ' ');
  return slugify(text, { lower: true, strict: true, locale: 'vi' });
}
