import { withPrefix } from "gatsby";
import siteConfig from "../../../site.config";
import { siteFileHref } from "../../navigation/edition-address";
import { Link } from "../../ui/Link";
import * as styles from "./styles.module.css";

/** Logo and site title, linking home. */
export function NavbarBrand() {
  const { logo, title } = siteConfig.navbar;
  return (
    <Link to="/" className={styles.brand}>
      <img src={siteFileHref(logo.src, withPrefix)} alt="" width={logo.width} height={logo.height} className={styles.logo} />
      <span className={styles.title}>{title}</span>
      <span className="visually-hidden"> home</span>
    </Link>
  );
}
