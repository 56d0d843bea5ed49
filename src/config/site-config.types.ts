import type { FooterColumnShape, LinkShape, LogoShape, NavbarItemShape, SiteConfigShape } from "./site-config.schema";

/**
 * Types of the one site configuration (`site.config.ts`), all read off its
 * schema (site-config.schema.ts), which also validates it when the build
 * starts. Type-only: importing this adds nothing to the pages' JavaScript.
 */

export type SiteConfig = SiteConfigShape;

/** A link: internal `to` or external `href` (or raw `html`). */
export type LinkConfig = LinkShape;
export type LogoConfig = LogoShape;
export type FooterLinkColumn = FooterColumnShape;

/** One navbar item of any type. */
export type NavbarItemConfig = NavbarItemShape;
export type NavbarItemType = NonNullable<NavbarItemConfig["type"]>;
export type NavbarItemPosition = NonNullable<NavbarItemConfig["position"]>;
