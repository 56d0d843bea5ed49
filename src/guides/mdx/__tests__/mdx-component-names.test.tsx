import { MDX_COMPONENT_NAMES } from "../mdx-component-names";
import { mdxComponents } from "../mdx-components";

it("the build's list of guide components is exactly the capitalised components guides are given", () => {
  expect([...MDX_COMPONENT_NAMES].sort()).toEqual(
    Object.keys(mdxComponents)
      .filter((name) => /^[A-Z]/.test(name))
      .sort(),
  );
});
