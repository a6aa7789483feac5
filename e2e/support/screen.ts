import type { Page } from "@playwright/test";

/** A screen of the site as a visitor reaches it, and what shows once it is complete. */
export type Screen = {
  name: string;
  open: (page: Page) => Promise<void>;
};
