// Every screen names itself in the tab and in history ("Pricing · Sitewright"); the home page uses the site title.
import { useEffect } from "react";

export const SITE_NAME = "Sitewright";
export const HOME_TITLE = `${SITE_NAME} · Build a website by describing it`;

export function pageTitle(page?: string): string {
  return page ? `${page} · ${SITE_NAME}` : HOME_TITLE;
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
