/** Only same-site paths are followed after login ("/x", never "//host" or "https://…"). */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith('/dang-nhap') || target.startsWith('/dang-xuat')) return fallback;
  return target;
}
