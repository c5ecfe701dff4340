import slugify from 'slugify';

/**
 * ASCII slug; locale 'vi' maps 'Đ' to 'd' (the default map gives 'dj'). A decimal point becomes a
 * dash first, so 'IELTS 5.5' gives 'ielts-5-5' rather than 'ielts-55'.
 */
export function toSlug(name: string): string {
  const text = name.normalize('NFC').replace(/(\d)[.,](\d)/g, '$1-$2');
  return slugify(text, { lower: true, strict: true, locale: 'vi' });
}
