// The shape of a help page as the assistant reads it (made from docs/help/*.md by scripts/help-pages.ts).

export interface HelpSection {
  heading: string;
  /** One passage, 40 to 150 words, that answers one question and names its subject. */
  text: string;
}

export interface HelpPage {
  slug: string;
  title: string;
  /** The product screen a reader should open next. */
  route: string;
  summary: string;
  /** Everyday words people use for the page's topics, searched with the page. */
  keywords: string;
  sections: HelpSection[];
}
