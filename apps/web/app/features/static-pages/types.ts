/** SEO data a route exports through its `meta` function. */
export interface PageMeta {
  title: string;
  /** Vietnamese, at most 160 characters. */
  description: string;
}

export interface StaticLink {
  label: string;
  href: string;
}

export interface StaticSection {
  /** Section heading without a number; the article numbers sections itself. */
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Paragraphs shown after the list. */
  closing?: readonly string[];
  links?: readonly StaticLink[];
  /** `warning` highlights the section, e.g. scam warning signs. */
  tone?: 'warning';
}

export interface StaticArticleContent {
  title: string;
  /** Date shown as "Cập nhật lần cuối", formatted dd/mm/yyyy. */
  updatedAt: string;
  intro: string;
  sections: readonly StaticSection[];
}
