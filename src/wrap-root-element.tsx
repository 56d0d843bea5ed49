import React from "react";
import siteConfig from "../site.config";
import { docPath } from "./navigation/doc-paths";
import { AnnouncementBarProvider } from "./state/announcement-bar";
import { CodeLanguageProvider } from "./state/code-language";
import { ColorModeProvider } from "./state/color-mode";
import { type DocsVersion, DocsPreferredVersionProvider } from "./state/docs-preferred-version";

const docsVersions: DocsVersion[] = [
  {
    name: siteConfig.docs.version.name,
    label: siteConfig.docs.version.label,
    path: docPath(siteConfig.docs.version.mainDocId),
  },
];

type Provider = (props: { children: React.ReactNode }) => React.ReactElement;

/** Site-wide state, outermost first. Each provider lives for the whole visit. */
const providers: Provider[] = [
  ({ children }) => (
    <ColorModeProvider defaultMode={siteConfig.colorMode.defaultMode} disableSwitch={siteConfig.colorMode.disableSwitch}>
      {children}
    </ColorModeProvider>
  ),
  ({ children }) => <AnnouncementBarProvider config={siteConfig.announcementBar}>{children}</AnnouncementBarProvider>,
  ({ children }) => (
    <DocsPreferredVersionProvider pluginId={siteConfig.docs.pluginId} versions={docsVersions}>
      {children}
    </DocsPreferredVersionProvider>
  ),
  ({ children }) => <CodeLanguageProvider>{children}</CodeLanguageProvider>,
];

/** Shared by gatsby-browser and gatsby-ssr so server and browser render the same tree. */
export function wrapRootElement({ element }: { element: React.ReactNode }) {
  return providers.reduceRight<React.ReactNode>((children, P) => <P>{children}</P>, element);
}
