import { useEffect } from "react";
import { BRAND_NAME } from "@shared/constants";

/** Sets the tab title to "{title} | Protea Talent" (the brand alone when title is empty). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
