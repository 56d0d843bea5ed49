/** Slot for the site search box (filled by the search feature). */
export function NavbarSearch() {
  return <div data-search-slot="" />;
}
