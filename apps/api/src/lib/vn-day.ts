/** An ISO day ("2026-11-20", or a timestamp's first ten characters) as Vietnamese write it: "20/11/2026". */
export const vnDay = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('/');
