import type { HeadProps } from "gatsby";
import { API_BASE_PATH } from "../navigation/api-paths";
import { Layout } from "../shell/Layout";
import { Link } from "../ui/Link";
import { Seo } from "../shell/Seo";

/** Shown for any address that matches no page (static hosts serve it with status 404). */
export default function NotFoundPage() {
  return (
    <Layout>
      <div style={{ margin: "0 auto", maxWidth: "44rem", padding: "3rem 1.25rem" }}>
        <h1>Page not found</h1>
        <p>There is no page at this address. It may have moved, or the link that brought you here may be wrong.</p>
        <ul>
          <li>
            <Link to="/docs/overview">Read the overview</Link>
          </li>
          <li>
            <Link to={API_BASE_PATH}>Browse the API reference</Link>
          </li>
          <li>
            <Link to="/">Go to the home page</Link>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title="Page not found" description="There is no page at this address." pathname={location.pathname} markdownTwin={false}>
    <meta name="robots" content="noindex" />
  </Seo>
);
