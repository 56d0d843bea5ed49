// What the site uses from "gatsby", for unit tests outside a Gatsby build.
import type { AnchorHTMLAttributes, ReactNode } from "react";

export const graphql = () => "";
export const withPrefix = (path: string) => path;
export const navigate = jest.fn();

let staticQueryData: unknown = {};
/** Tests set what useStaticQuery returns. */
export const setStaticQueryData = (data: unknown) => {
  staticQueryData = data;
};
export const useStaticQuery = () => staticQueryData;

export function Link({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
